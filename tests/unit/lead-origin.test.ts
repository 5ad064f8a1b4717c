import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {isCacheableRequest, pageCacheKey} from '~/delivery/page-cache.server'
import {PUBLIC_PAGES} from '~/domain/public-pages'
import {documentsToCsv} from '~/leads/csv'
import {cleanValue, originOf, type LeadOrigin} from '~/leads/origin'

// A lead's origin (app/leads/origin.ts, docs/decisions/0062) from what a browser sends: the
// normalisation table, the values people put in campaign tags, and whole classes of hostile
// input drawn by a seeded generator; then the CSV's columns and the page cache's key.
const SITE = ['eva.example']
const origin = (address: string | null, referrer: string | null = null) => originOf({address, referrer}, SITE, PUBLIC_PAGES)

describe('where a lead came from', () => {
  it.each<[string, string | null, string | null, Partial<LeadOrigin>]>([
    [
      'an Instagram ad',
      '/eva-baby?utm_source=instagram&utm_campaign=X',
      null,
      {fonte: 'instagram', meio: 'social', campanha: 'X'},
    ],
    [
      'an Instagram post (referrer only)',
      '/',
      'https://l.instagram.com/?u=https%3A%2F%2Feva.example%2F',
      {fonte: 'instagram', meio: 'social', site: 'l.instagram.com'},
    ],
    ['instagram.com as a tag', '/?utm_source=l.instagram.com', null, {fonte: 'instagram', meio: 'social'}],
    [
      'Google in Brazil, unpaid',
      '/projetos',
      'https://www.google.com.br/',
      {fonte: 'google', meio: 'organico', site: 'google.com.br'},
    ],
    [
      'a Google ad without tags',
      '/projetos?gclid=Cj0KCQ-secret',
      'https://www.google.com/',
      {fonte: 'google', meio: 'cpc', gclid: true},
    ],
    [
      'a tagged Google ad',
      '/?utm_source=google&utm_medium=cpc&utm_campaign=hortas',
      null,
      {fonte: 'google', meio: 'cpc', campanha: 'hortas'},
    ],
    [
      'Facebook, from its link shim',
      '/',
      'https://lm.facebook.com/',
      {fonte: 'facebook', meio: 'social', site: 'lm.facebook.com'},
    ],
    ['a click id alone', '/?fbclid=IwAR-secret', null, {fonte: 'facebook', meio: 'social', fbclid: true}],
    ['a blog', '/sobre-nos', 'https://blog.exemplo.com.br/post', {fonte: 'blog.exemplo.com.br', meio: 'referencia'}],
    ['a newsletter', '/?utm_source=Newsletter&utm_medium=Email', null, {fonte: 'newsletter', meio: 'email'}],
    ['typed in', '/', '', {fonte: '(direto)', meio: '(nenhum)', pagina: '/'}],
    ['a page of the site itself', '/projetos', 'https://eva.example/eva-baby', {fonte: '(direto)', meio: '(nenhum)'}],
    [
      'the whole address of the site',
      'https://eva.example/eva-baby?utm_source=ig',
      null,
      {fonte: 'instagram', pagina: '/eva-baby'},
    ],
  ])('%s', (_, address, referrer, expected) => {
    expect(origin(address, referrer)).toMatchObject(expected)
  })

  it('keeps the landing page without its query, and never a click id’s value', () => {
    const found = origin('/eva-baby?utm_source=x&gclid=Cj0KCQsecretvalue&fbclid=IwARsecret', 'https://www.google.com/')
    expect(found.pagina).toBe('/eva-baby')
    expect(JSON.stringify(found)).not.toMatch(/secret|Cj0|IwAR|\?/)
  })

  it('the landing page is one of the site’s pages, however spelled; any other path is not kept', () => {
    expect(origin('/Projetos/?utm_source=x').pagina).toBe('/projetos')
    expect(origin('/minha_eva/convite/abc123?utm_source=x').pagina).toBeUndefined()
    expect(origin('/52998224725').pagina).toBeUndefined()
  })

  it('another site’s address is not a landing page of this one', () => {
    expect(origin('https://evil.example/x?utm_source=spam')).toEqual({fonte: '(direto)', meio: '(nenhum)'})
  })

  it.each([
    ['an e-mail', 'ana.souza@exemplo.com'],
    ['an e-mail, encoded', 'ana.souza%40exemplo.com'],
    ['a mobile phone', '(41) 99999-0000'],
    ['a phone with the country code', '+55 41 999990000'],
    ['a local number', '99999-0000'],
    ['a CPF', '529.982.247-25'],
    ['a CPF in digits, inside text', 'cliente52998224725fim'],
    ['a phone behind odd marks', '41*98765*4321'],
    ['a CPF behind odd marks', '714#602#380#01'],
    ['a CPF with slashes', '714/602/380-01'],
    ['a phone in full-width digits', '４１９８７６５４３２１'],
    ['a phone in superscript digits', '⁴¹⁹⁸⁷⁶⁵⁴³²¹'],
    ['an e-mail with spaces', 'ana . souza @ exemplo . com'],
    ['an e-mail with (at) and (dot)', 'ana(at)exemplo(dot)com'],
    ['an e-mail with [at] and [dot]', 'ana [at] exemplo [dot] com'],
    ['an e-mail in Portuguese words', 'ana arroba exemplo ponto com'],
    ['an e-mail encoded three times', 'ana.souza%252540exemplo.com'],
  ])('drops a tag that looks like %s', (_, value) => {
    const found = origin(
      `/?utm_source=news&utm_term=${encodeURIComponent(value)}&utm_content=${encodeURIComponent(encodeURIComponent(value))}`,
    )
    expect(found.termo).toBeUndefined()
    expect(found.conteudo).toBeUndefined()
  })

  it.each([
    ['instagram / social', 'instagram__social'],
    ['(direto)', 'direto'],
    ['(nenhum)', 'nenhum'],
    ['\u0456nstagram', 'nstagram'],
    ['Instagrãm', 'instagram'],
    ['Google Ads', 'google_ads'],
    ['ＩＮＳＴＡＧＲＡＭ', 'instagram'],
    ['_.-', undefined],
  ])('a source %j is the word %j: no tag spells another row, a look-alike letter or the site’s own marks', (tag, word) => {
    const found = origin(`/?utm_source=${encodeURIComponent(tag)}&utm_medium=${encodeURIComponent(tag)}`)
    expect(found.fonte).toBe(word ?? '(direto)')
    expect(found.meio).toBe(word ?? '(nenhum)')
  })

  it('a tag that folds into many letters, or a long run of them, is read in one pass', () => {
    // Ten reads each: a search for e-mails tried from every letter took over 3 s on the first
    // (the test's limit is 20 s, tests/vitest.config.ts); one pass takes milliseconds.
    for (const value of ['㌖'.repeat(2030), 'a'.repeat(2040), `${'a'.repeat(2000)} arroba b`]) {
      for (let time = 0; time < 10; time++) {
        expect(origin(`/?utm_campaign=${encodeURIComponent(value)}`).campanha?.length ?? 0).toBeLessThanOrEqual(100)
      }
    }
  })

  it('keeps what a campaign wrote, as written: ½ is not 12, nor ™ TM', () => {
    expect(cleanValue('½ preço™')).toBe('½ preço')
    expect(cleanValue('1º dia')).toBe('1º dia')
  })

  it('keeps a campaign’s own words, accents included; cuts what is too long; drops markup', () => {
    expect(cleanValue('Promoção de Primavera 2026')).toBe('Promoção de Primavera 2026')
    expect(cleanValue('<script>alert(1)</script>')).toBe('scriptalert(1)/script')
    expect(cleanValue('Linha\r\nBcc: todos')).toBe('Linha Bcc: todos')
    expect(cleanValue('a'.repeat(500))).toHaveLength(100)
    expect([...cleanValue('𝒜'.repeat(120))!]).toHaveLength(100)
    expect(cleanValue('   ')).toBeUndefined()
  })

  it('whatever a browser (or anyone) sends: short, plain, no personal data, never a throw', () => {
    const personal = fc.oneof(
      fc.emailAddress(),
      fc.constantFrom('(41) 98765-4321', '41987654321', '+5541987654321', '529.982.247-25', '52998224725', '98765-4321'),
      fc.array(fc.integer({min: 0, max: 9}), {minLength: 8, maxLength: 13}).chain((digits) =>
        fc
          .array(fc.constantFrom('', ' ', '.', '-', '/', '*', '#', '(', ')'), {
            minLength: digits.length,
            maxLength: digits.length,
          })
          .map((marks) => digits.map((digit, index) => `${digit}${marks[index]}`).join('')),
      ),
    )
    const hostile = fc.oneof(
      fc.string({maxLength: 60}),
      fc.string({unit: 'grapheme', maxLength: 60}),
      fc.string({unit: 'binary', maxLength: 60}),
      fc.string({minLength: 2000, maxLength: 3000}),
      fc.constantFrom('\u0000', '\u202e', '%00', '%0d%0aBcc:x', '../../etc/passwd', 'javascript:alert(1)', '//evil.example'),
      fc.tuple(fc.string({maxLength: 10}), personal, fc.string({maxLength: 10})).map((parts) => parts.join('')),
    )
    const address = fc
      .tuple(
        fc.constantFrom(
          '/',
          '/eva-baby',
          '//evil.example/',
          'https://eva.example/projetos',
          'javascript:alert(1)',
          '/Projetos/',
          '',
        ),
        fc.dictionary(
          fc.constantFrom('utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'gclid', 'fbclid', 'x'),
          hostile,
        ),
      )
      .map(([path, tags]) => `${path}?${new URLSearchParams(tags)}`)
    const referrer = fc.oneof(fc.webUrl(), hostile, fc.constant('android-app://com.google.android.gm/'))
    fc.assert(
      fc.property(fc.oneof(address, hostile), referrer, (sent, from) => {
        const found = originOf({address: sent, referrer: from}, SITE, PUBLIC_PAGES)
        expect(found.fonte.length).toBeGreaterThan(0)
        expect(found.meio.length).toBeGreaterThan(0)
        for (const [key, value] of Object.entries(found)) {
          if (typeof value === 'boolean') continue
          expect(typeof value, key).toBe('string')
          expect((value as string).length, key).toBeLessThanOrEqual(100)
          expect(value, key).toMatch(/^[\p{L}\p{N} \-_.:/+|!,()]+$/u)
          expect(value, key).not.toMatch(/@/)
          expect((value as string).match(/\p{Nd}/gu)?.length ?? 0, key).toBeLessThan(8)
        }
        if (found.pagina)
          expect(['/', '/sobre-nos', '/projetos', '/eva-baby', '/insumos', '/contato', '/politica-de-privacidade']).toContain(
            found.pagina,
          )
      }),
      {numRuns: 1500, seed: 36},
    )
  })
})

describe('the origin in the CSV', () => {
  it('is one column per entry, the same columns in the same order for every lead', () => {
    const csv = documentsToCsv([
      {id: 'a', data: {nome: 'Ana', origem: {fonte: 'instagram', meio: 'social', campanha: 'X', fbclid: true}}},
      {id: 'b', data: {nome: 'Bia', origem: {fonte: '(direto)', meio: '(nenhum)', pagina: '/projetos'}}},
      {id: 'c', data: {nome: 'Caio'}},
    ])
    expect(csv.split('\r\n').slice(0, 4)).toEqual([
      '\uFEFFid;nome;origem_fonte;origem_meio;origem_campanha;origem_conteudo;origem_termo;origem_gclid;origem_fbclid;origem_site;origem_pagina',
      'a;Ana;instagram;social;X;;;;sim;;',
      'b;Bia;(direto);(nenhum);;;;;;;/projetos',
      'c;Caio;;;;;;;;;',
    ])
  })

  it('neutralises a formula in an origin like any other cell', () => {
    const csv = documentsToCsv([{id: 'a', data: {origem: {fonte: '=cmd', meio: '+1', campanha: '-2', termo: '@x'}}}])
    expect(csv).toContain(";'=cmd;'+1;'-2;;'@x;")
  })
})

describe('campaign landings in the page cache', () => {
  const url = (address: string) => new URL(address, 'https://eva.example')
  it('are the page everyone gets: the tags are not part of the key', () => {
    for (const address of [
      '/eva-baby?utm_source=instagram&utm_campaign=X',
      '/eva-baby?gclid=abc',
      '/eva-baby?fbclid=1&utm_term=y',
    ]) {
      expect(isCacheableRequest('GET', url(address)), address).toBe(true)
      expect(pageCacheKey(url(address), 'none')).toBe(pageCacheKey(url('/eva-baby'), 'none'))
    }
  })

  it('any other query is not cached, so it cannot fill the cache', () => {
    for (const address of ['/eva-baby?x=1', '/eva-baby?utm_source=a&_routes=root', '/?utm_=1', '/?UTM_SOURCE=a']) {
      expect(isCacheableRequest('GET', url(address)), address).toBe(false)
    }
    expect(isCacheableRequest('POST', url('/projetos?utm_source=a'))).toBe(false)
  })
})
