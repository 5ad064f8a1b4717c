import {join} from 'node:path'
import {describe, expect, it} from 'vitest'
import {formMessages} from '~/messages/forms'
import {createFirestoreStore} from '~/store/firestore-store.server'
import {createSqliteStore} from '~/store/sqlite-store.server'
import type {DocumentStore} from '~/store/store'
import {useFirestoreEmulator} from '../support/firestore-emulator'
import {clientAddresses, postForm} from '../support/forms.mjs'
import {stackForThisTest} from '../support/use-stack'

// A campaign link's tags are anyone's to write. `utm_source=constructor` once made a lead's
// source Object itself: Firestore refused to store it and the visitor got the failure message
// (the lead was lost, and every post from that tab after it); SQLite dropped the origin
// silently (issue 52). Posted as a browser without JavaScript posts it, to the production
// server on each store.
const emulator = useFirestoreEmulator()
const nextClient = clientAddresses(52)
const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__']

async function postsWithTheseTags(stack: {url: string}, read: () => DocumentStore) {
  for (const [index, name] of NAMES.entries()) {
    const nome = `Visitante ${'abcdefg'[index]}`
    const answer = await postForm(
      `${stack.url}/eva-baby`,
      {
        nome,
        email: 'visitante@exemplo.com',
        telefone: '(41) 98765-4321',
        color: 'branca',
        origem_endereco: `/eva-baby?utm_source=${name}&utm_medium=social&utm_campaign=${name}`,
      },
      {'x-forwarded-for': nextClient()},
    )
    expect(answer, name).toMatchObject({status: 200})
    expect((answer as {body: string}).body, name).toContain(formMessages.reservation.success)
  }
  const store = read()
  try {
    const stored = await store.list('reservas_evababy')
    for (const [index, name] of NAMES.entries()) {
      const lead = stored.find(({data}) => data.nome === `Visitante ${'abcdefg'[index]}`)
      // A source is a word of letters and `._-`, none at either end: `__proto__` is `proto`.
      const fonte = name.toLowerCase().replace(/^_+|_+$/g, '')
      expect(lead?.data.origem, name).toEqual({fonte, meio: 'social', campanha: name, pagina: '/eva-baby'})
    }
  } finally {
    await store.close()
  }
}

describe('a lead whose campaign tags are the names of what every object inherits', () => {
  it('is stored with its origin on SQLite, and the visitor sees the success message', async () => {
    const stack = await stackForThisTest({env: {TRUST_PROXY: '127.0.0.1'}})
    await postsWithTheseTags(stack, () => createSqliteStore(join(stack.dataDir, 'eva.sqlite')))
  })

  it('is stored with its origin on Firestore (the emulator), and the visitor sees the success message', async () => {
    const env = {TRUST_PROXY: '127.0.0.1', FIRESTORE_EMULATOR_HOST: emulator.host, METADATA_SERVER_DETECTION: 'none'}
    const stack = await stackForThisTest({env})
    await postsWithTheseTags(stack, () => createFirestoreStore({projectId: 'demo-eva', emulatorHost: emulator.host}))
  })
})
