import {randomUUID} from 'node:crypto'
import {describe, expect, it, vi} from 'vitest'
import type {FormReply} from '~/forms/submission'
import {formMessages} from '~/messages/forms'
import * as projetos from '~/routes/projetos'
import {validBooking} from '../support/forms.mjs'
import {appLog, callAction} from '../support/in-process'

// A data folder that cannot exist: the SQLite store cannot open. Set before the app loads
// (after the tier's setup, before this file's imports), as a server started on it would read it.
vi.hoisted(() => {
  process.env.DATA_DIR = '/dev/null/eva'
})

describe('store failure', () => {
  it('answers with the spec\u2019s failure message and keeps everything typed', async () => {
    const visit = validBooking('Ana Beatriz Souza')
    const answer = await callAction(projetos, {path: '/projetos', form: {...visit, chave: randomUUID()}})
    expect(answer.status).toBe(503)
    const {result} = answer.data as FormReply
    expect(result.error?.[''] ?? []).toEqual([expect.stringMatching(new RegExp(`^${formMessages.failurePrefix}`))])
    expect(result.initialValue).toMatchObject({nome: 'Ana Beatriz Souza', cpf: '529.982.247-25'})
    expect(appLog()).toContain('form.store_failed')
  })
})
