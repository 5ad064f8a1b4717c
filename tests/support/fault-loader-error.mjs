// Preloaded into a test server (NODE_OPTIONS=--import=…) to make one loader throw: the
// under-construction page's loader asks for the year (app/routes/[index].tsx). The site's own
// loaders never throw; error reporting must be seen with one that does.
Date.prototype.getFullYear = function () {
  throw new TypeError('relógio quebrado para ana.souza@exemplo.com.br, CPF 529.982.247-25')
}
