// Every kind of campaign page block as hostile content may hold it (docs/content.md#a-new-kind-of-block):
// optional fields empty, required ones missing, references to nothing, items without their
// fields. tests/integration/campaign-pages.test.ts publishes a page of all of them; the page
// must render whole, with one h1 and no empty heading. A new kind of block adds its entry here
// (tests/unit/campaign-blocks.test.ts fails without one).

let key = 0
const k = () => `hostil${++key}`
const text = (value: string) => [
  {_type: 'block', _key: k(), style: 'normal', markDefs: [], children: [{_type: 'span', _key: k(), text: value, marks: []}]},
]
const missingImage = {_type: 'image', alt: 'Sem arquivo', asset: {_type: 'reference', _ref: 'image-nao-existe-10x10-png'}}

export const BLOCKS_IN_TESTS: Record<string, Array<Record<string, unknown>>> = {
  bannerBlock: [
    // No title and no image: not a banner at all (the page's title is its h1 then).
    {subtitle: 'Um subtítulo sem título'},
    {title: '', image: missingImage, buttonText: 'Sem destino'},
  ],
  textBlock: [
    {title: 'Texto sem texto'},
    {content: []},
    {content: text('Só texto, sem título.')},
    // A heading style the Studio does not offer: a paragraph, never a second h1.
    {title: 'Título de seção', content: text('Um h1 escrito por fora do Studio.').map((block) => ({...block, style: 'h1'}))},
  ],
  imageTextBlock: [{title: 'Sem imagem', imageSide: 'diagonal', content: text('O lado não existe.')}, {image: missingImage}],
  benefitsBlock: [
    {title: 'Sem itens', items: []},
    {title: 'Itens vazios', items: [{_key: k()}, {_key: k(), icon: 'nao-existe', title: 'Só título'}]},
  ],
  productBlock: [{product: null}, {text: 'Sem produto'}],
  casesBlock: [{title: 'Casos apagados', cases: [null, null]}, {cases: []}],
  questionsBlock: [
    {title: 'Sem perguntas', items: []},
    {
      title: 'Perguntas pela metade',
      items: [
        {_key: k(), question: 'Sem resposta?'},
        {_key: k(), answer: 'Sem pergunta.'},
      ],
    },
  ],
  quoteBlock: [{author: 'Sem citação'}, {quote: 'Sem autor.'}],
  videoBlock: [
    {title: 'Sem endereço'},
    {title: 'Endereço estranho', youtubeUrl: 'javascript:alert(1)'},
    {title: 'Endereço disfarçado', youtubeUrl: 'javascript://youtube.com/%0aalert(document.domain)//?v=abcdefg'},
  ],
  callToActionBlock: [
    {title: 'Sem canal', buttonText: 'Clique'},
    {channel: 'whatsapp'},
    {title: 'Canal estranho', channel: 'pombo-correio', buttonText: 'Clique'},
  ],
  formBlock: [{title: 'Formulário de outro tipo', form: 'constructor'}],
}

/** One page with every hostile block above, in order, each with its `_type` and a key. */
export const hostilePage = (id: string, slug: string) => ({
  _id: id,
  _type: 'campaignPage',
  title: 'Página hostil',
  slug: {_type: 'slug', current: slug},
  seo: {title: 'Página hostil', description: 'Conteúdo que o Studio não deixaria publicar.'},
  blocks: [
    ...Object.entries(BLOCKS_IN_TESTS).flatMap(([type, blocks]) => blocks.map((block) => ({_type: type, _key: k(), ...block}))),
    {_type: 'blocoQueNaoExiste', _key: k(), title: 'Tipo desconhecido'},
    null,
  ],
})
