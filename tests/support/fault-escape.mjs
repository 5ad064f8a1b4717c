// Preloaded into a test server (NODE_OPTIONS=--import=…): on SIGWINCH (a signal the server
// leaves alone; SIGUSR2 and the like stop it) an error escapes everything, as a bug in a
// timer or a library callback would. EVA_FAULT says which kind: `rejection` (a promise
// nobody awaits) or `exception` (a throw outside any request).
process.on('SIGWINCH', () => {
  const error = new RangeError('escapou para ana.souza@exemplo.com.br, CPF 529.982.247-25')
  if (process.env.EVA_FAULT === 'exception') {
    setImmediate(() => {
      throw error
    })
  } else {
    void Promise.reject(error)
  }
})
