import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {isIconName} from '~/components/Icon'
import {consentFromCookieHeader, consentFromFormValue} from '~/consent/consent'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {documentsToCsv} from '~/leads/csv'
import {isLeadCollection, isLeadKind, LEAD_KINDS} from '~/leads/kinds'
import {isStatus} from '~/leads/lead-records.server'
import {originOf} from '~/leads/origin'
import {sendMessage} from '~/leads/outbox-worker.server'
import type {OutboxMessage} from '~/leads/outbox.server'

// No table read with a visitor's, an editor's or a stored value reaches what every object
// inherits (issue 52): `utm_source=constructor` once made a lead's source Object itself, which
// Firestore refused to store, and the visitor lost the lead. Every such table is read here with
// the names an object's prototype answers to.
const PROTOTYPE_NAMES = [...new Set([...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype'])]
/** Those names as they come: in any case, as typed in a tag. */
const prototypeName = fc
  .tuple(fc.constantFrom(...PROTOTYPE_NAMES), fc.constantFrom('as is', 'lower', 'upper'))
  .map(([name, spelled]) => (spelled === 'lower' ? name.toLowerCase() : spelled === 'upper' ? name.toUpperCase() : name))

describe('tables read with anyone’s value answer only for their own keys', () => {
  it('a lead’s origin keeps such a tag as the text it is (seeded)', () => {
    fc.assert(
      fc.property(prototypeName, prototypeName, prototypeName, (source, medium, campaign) => {
        const address = `/eva-baby?${new URLSearchParams({utm_source: source, utm_medium: medium, utm_campaign: campaign})}`
        const origin = originOf({address, referrer: null}, ['eva.example'], PUBLIC_PAGES)
        // A source and a medium are words of letters and `._-`, with none at either end.
        const word = (name: string) => name.toLowerCase().replace(/^_+|_+$/g, '')
        expect(origin).toEqual({
          fonte: word(source),
          meio: word(medium),
          campanha: campaign,
          pagina: '/eva-baby',
        })
        // Plain text all through: what JSON and Firestore store, and read back the same.
        expect(JSON.parse(JSON.stringify(origin))).toEqual(origin)
      }),
      {numRuns: 300, seed: 52},
    )
    // The aliases still work.
    expect(originOf({address: '/?utm_source=IG', referrer: null}, [], PUBLIC_PAGES).fonte).toBe('instagram')
  })

  it.each(PROTOTYPE_NAMES)('%s: no icon, kind, collection, status, consent choice or contact channel', (name) => {
    expect(isIconName(name)).toBe(false)
    expect(isLeadKind(name)).toBe(false)
    expect(isLeadCollection(name)).toBe(false)
    expect(isStatus(name)).toBe(false)
    expect(consentFromFormValue(name)).toBeNull()
    expect(consentFromCookieHeader(`user-consent=${name}`)).toBe('none')
    // A stored lead's preferred channel that is none of the form's: the confirmation says e-mail.
    const [, next] = LEAD_KINDS.agendamento.visitor.paragraphs((field) => (field === 'prefContato' ? name : 'Curitiba'))
    expect(next).toContain('por e-mail,')
  })

  it.each(PROTOTYPE_NAMES)('the CSV: a field named %s is a column, empty where a lead lacks it', (name) => {
    const csv = documentsToCsv([
      {
        id: 'a',
        data: Object.fromEntries([
          [name, 'valor'],
          ['mapa', Object.fromEntries([[name, 'dentro']])],
        ]),
      },
      {id: 'b', data: {nome: 'Ana', mapa: {}, origem: {fonte: 'google', meio: 'cpc'}}},
    ])
    const [header, first, second] = csv.slice(1).split('\r\n')
    expect(header).toBe(
      `id;${name};mapa_${name};nome;origem_fonte;origem_meio;origem_campanha;origem_conteudo;origem_termo;origem_gclid;origem_fbclid;origem_site;origem_pagina`,
    )
    expect(first).toBe('a;valor;dentro;;;;;;;;;;')
    expect(second).toBe('b;;;Ana;google;cpc;;;;;;;')
  })

  it.each(PROTOTYPE_NAMES)('an outbox message of the kind %s fails as unknown, before any lead is read', async (name) => {
    const message = {finalidade: 'equipe', tipo: name, colecao: 'agendamentos', pedido: 'x'} as unknown as OutboxMessage
    const nothing = () => {
      throw new Error('not to be called')
    }
    const options = {store: {get: nothing}, transport: {send: nothing}, from: nothing} as never
    await expect(sendMessage(options, 'm', message, [null, []] as never)).rejects.toMatchObject({code: 'UNKNOWN_KIND'})
  })
})
