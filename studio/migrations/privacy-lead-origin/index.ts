import {at, defineMigration, patch, set, type Mutation} from 'sanity/migrate'

// The privacy page says what the site keeps of where a lead came from, and what the team's daily
// summary holds (issue 36, docs/decisions/0062). A dataset imported from the seed before this
// change gets, each where it is missing (found by its key): the sentence about the daily summary
// (`pm07`, after the team's mails, `pm05`), the section "De onde vêm os pedidos" (`po01`–`po09`,
// before "Por quanto tempo guardamos", `p0010`), and in "Quais dados coletamos" the new sentence
// in place of the old one (`p000k`); and the page's date. A block an editor rewrote is left alone,
// and a page that has all three is not touched. Drafts likewise. Run it from studio/:
// `npx sanity migration run privacy-lead-origin` (a dry run), then with `--no-dry-run`.

export const OLD_DATA_TEXT =
  'Junto com cada pedido registramos a data e a hora do envio. Não pedimos dados sensíveis, como saúde, religião ou origem racial.'
export const NEW_DATA_TEXT =
  'Junto com cada pedido registramos a data e a hora do envio e de onde veio a sua visita (veja "De onde vêm os pedidos", abaixo). Não pedimos dados sensíveis, como saúde, religião ou origem racial.'
export const SUMMARY_TEXT =
  'Nos dias úteis, a equipe também recebe um e-mail de resumo com os pedidos que ainda esperam resposta. Nele aparecem no máximo o primeiro nome de quem fez o pedido e um link para a caixa de entrada da equipe no site, nunca os seus dados de contato.'
export const UPDATED_AT = '2026-11-26'

type Span = {_type: string; _key: string; text?: string; marks?: string[]}
type Block = {_type: string; _key: string; children?: Span[]; [field: string]: unknown}
type PrivacyPage = {_id: string; content?: Block[]; updatedAt?: string}

const block = (key: string, text: string, format: {style?: string; bullet?: boolean} = {}): Block => ({
  _type: 'block',
  _key: key,
  style: format.style ?? 'normal',
  markDefs: [],
  children: [{_type: 'span', _key: `${key}s`, text, marks: []}],
  ...(format.bullet ? {listItem: 'bullet', level: 1} : {}),
})

const DATA_KEY = 'p000k'
export const SUMMARY = block('pm07', SUMMARY_TEXT)
/** The new section, its heading first. */
export const SECTION: Block[] = [
  block('po01', 'De onde vêm os pedidos', {style: 'h3'}),
  block(
    'po02',
    'Quando você agenda uma visita ou reserva uma EVA Baby, o site guarda junto com o pedido de onde veio a sua visita:',
  ),
  block(
    'po03',
    'as etiquetas de campanha do endereço pelo qual você chegou (utm_source, utm_medium, utm_campaign, utm_content e utm_term);',
    {bullet: true},
  ),
  block(
    'po04',
    'se esse endereço trazia um código de clique de anúncio do Google ou da Meta: só que ele estava lá, nunca o código em si;',
    {bullet: true},
  ),
  block('po05', 'o nome do site que trouxe você até aqui (por exemplo, instagram.com);', {bullet: true}),
  block('po06', 'a página deste site em que a visita começou, sem a parte do endereço que vem depois do "?".', {bullet: true}),
  block(
    'po07',
    'Usamos isso para saber quais canais trazem pedidos que viram visitas, com base no legítimo interesse da EVA (art. 7º, IX, e art. 10 da LGPD). Os relatórios da equipe mostram só os totais por canal.',
  ),
  block(
    'po08',
    'Nada fica guardado no seu navegador antes de você escolher no aviso de cookies. Se você clicar em "Aceitar todos", a origem da primeira página da visita fica guardada no armazenamento de sessão desta aba do navegador (sessionStorage) até você fechar a aba. Com "Somente necessários", o formulário envia só o endereço da própria página e o site que levou você até ela.',
  ),
  block(
    'po09',
    'A origem fica guardada com o pedido e é apagada com ele: no mesmo prazo do pedido, ou na hora, se você pedir a exclusão.',
  ),
]

const textOf = (item: Block) => (item.children ?? []).map((span) => span.text ?? '').join('')
const indexOf = (content: Block[], key: string) => content.findIndex((item) => item._key === key)

/** `blocks` put after the block `after` (or before `before`, or at the end) of `content`. */
function inserted(content: Block[], blocks: Block[], {after, before}: {after?: string; before?: string}) {
  const afterAt = after === undefined ? -1 : indexOf(content, after)
  const beforeAt = before === undefined ? -1 : indexOf(content, before)
  const at = afterAt >= 0 ? afterAt + 1 : beforeAt >= 0 ? beforeAt : content.length
  return [...content.slice(0, at), ...blocks, ...content.slice(at)]
}

/** The page's content with the lead's origin and the daily summary, or null when there is nothing to change. */
export function withLeadOrigin(content: Block[]): Block[] | null {
  let next = content
  const data = indexOf(next, DATA_KEY)
  if (data >= 0 && textOf(next[data]!) === OLD_DATA_TEXT) {
    const [span] = next[data]!.children!
    next = next.map((item, at) => (at === data ? {...item, children: [{...span!, text: NEW_DATA_TEXT, marks: []}]} : item))
  }
  if (indexOf(next, SUMMARY._key) < 0) next = inserted(next, [SUMMARY], {after: 'pm05', before: 'p0010'})
  if (indexOf(next, SECTION[0]!._key) < 0) next = inserted(next, SECTION, {before: 'p0010'})
  return next === content ? null : next
}

export default defineMigration({
  title: 'Política de privacidade: origem dos pedidos e resumo diário da equipe',
  documentTypes: ['privacyPage'],
  async *migrate(documents) {
    for await (const document of documents()) {
      const page = document as PrivacyPage
      if (document._type !== 'privacyPage') continue
      const content = withLeadOrigin(page.content ?? [])
      if (!content) continue
      const mutation: Mutation = patch(page._id, [at('content', set(content)), at('updatedAt', set(UPDATED_AT))])
      yield mutation
    }
  },
})
