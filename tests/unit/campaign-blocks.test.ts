import {readFileSync} from 'node:fs'
import {describe, expect, it} from 'vitest'
import {BLOCK_COMPONENTS} from '~/components/campaign/CampaignBlocks'
import {isIconName} from '~/components/Icon'
import {CAMPAIGN_PAGE_QUERY} from '~/content/queries'
import {BENEFIT_ICONS, CAMPAIGN_FORMS} from '~/domain/campaign-page'
import {campaignForm, campaignFormAction, formKindOfPost} from '~/domain/form-addresses'
import {LEAD_KIND_NAMES} from '~/leads/kinds'
import {fromProjectRoot} from '~/utils/paths.server'
import {BLOCKS_IN_TESTS} from '../support/campaign-blocks'

// A new kind of block is four places (docs/content.md#a-new-kind-of-block): its schema in the
// Studio, its query fragment and its component in the app, and a test. The kinds are read from
// the Studio's schema (studio/schema.json, which tests/integration/studio.test.ts keeps current).

type SchemaType = {name: string; attributes?: Record<string, {value: {of?: {of?: Array<{rest?: {name?: string}}>}}}>}

function blockTypesInSchema(): string[] {
  const schema = JSON.parse(readFileSync(fromProjectRoot('studio/schema.json'), 'utf8')) as SchemaType[]
  const page = schema.find((type) => type.name === 'campaignPage')
  const members = page?.attributes?.blocks?.value.of?.of ?? []
  return members.map((member) => member.rest?.name).filter((name): name is string => !!name)
}

describe('every kind of block is in all four places', () => {
  const kinds = blockTypesInSchema()

  it('the schema has the blocks the issue asks for', () => {
    expect(kinds).toEqual([
      'bannerBlock',
      'textBlock',
      'imageTextBlock',
      'benefitsBlock',
      'productBlock',
      'casesBlock',
      'questionsBlock',
      'quoteBlock',
      'videoBlock',
      'callToActionBlock',
      'formBlock',
    ])
  })

  it.each(kinds)('%s: a query fragment, a component and a test', (kind) => {
    expect(CAMPAIGN_PAGE_QUERY, `app/content/queries.ts: _type == "${kind}" => {…}`).toContain(`_type == "${kind}" =>`)
    expect(Object.keys(BLOCK_COMPONENTS), 'app/components/campaign/CampaignBlocks.tsx: BLOCK_COMPONENTS').toContain(kind)
    expect(Object.keys(BLOCKS_IN_TESTS), 'tests/support/campaign-blocks.ts: BLOCKS_IN_TESTS').toContain(kind)
  })

  it('the app knows no kind the schema lacks', () => {
    expect(Object.keys(BLOCK_COMPONENTS).sort()).toEqual([...kinds].sort())
    expect(Object.keys(BLOCKS_IN_TESTS).sort()).toEqual([...kinds].sort())
  })
})

describe('what the Studio and the site share', () => {
  it('every benefit icon is drawn, and the forms are the kinds of lead', () => {
    for (const icon of Object.keys(BENEFIT_ICONS)) expect(isIconName(icon), icon).toBe(true)
    expect(Object.keys(CAMPAIGN_FORMS).sort()).toEqual([...LEAD_KIND_NAMES].sort())
  })

  it('a post counts with its kind of form wherever the form is, and only as the page writes it', () => {
    expect(formKindOfPost('/projetos', '')).toBe('agendamento')
    expect(formKindOfPost('/eva-baby', '?x=1')).toBe('reserva')
    expect(formKindOfPost('/horta-em-casa', '?formulario=reserva')).toBe('reserva')
    expect(formKindOfPost('/horta-em-casa', '?formulario=agendamento')).toBe('agendamento')
    for (const search of ['', '?formulario=', '?formulario=outro', '?formulario=reserva&x=1', '?x=1&formulario=reserva']) {
      expect(formKindOfPost('/horta-em-casa', search), search).toBeUndefined()
    }
    for (const path of ['/', '/a/b', '/Horta', '/minha_eva/convite/x', '/constructor', '/__proto__']) {
      expect(formKindOfPost(path, '?formulario=x'), path).toBeUndefined()
    }
    expect(campaignFormAction('horta-em-casa', 'reserva')).toBe('/horta-em-casa?formulario=reserva#formulario')
    expect(campaignForm({blocks: [null, {_type: 'textBlock'}, {_type: 'formBlock', form: 'agendamento', title: 'Agende'}]})).toBe(
      'agendamento',
    )
    // A form the page does not show (no title) is no form: no script, no post taken.
    expect(campaignForm({blocks: [{_type: 'formBlock', form: 'agendamento', title: ' '}]})).toBeUndefined()
    expect(campaignForm({blocks: [{_type: 'formBlock', form: 'constructor'}]})).toBeUndefined()
    expect(campaignForm({blocks: null})).toBeUndefined()
  })
})
