import {BookIcon} from '@sanity/icons/Book'
import {CaseIcon} from '@sanity/icons/Case'
import {orderableDocumentListDeskItem} from '@sanity/orderable-document-list'
import type {StructureResolver} from 'sanity/structure'
import {singletonTypes} from './schemaTypes'

const singleton = (S: Parameters<StructureResolver>[0], type: (typeof singletonTypes)[number]) =>
  S.listItem()
    .title(type.title ?? type.name)
    .id(type.name)
    .icon(type.icon)
    .child(
      S.document()
        .schemaType(type.name)
        .documentId(type.name)
        .title(type.title ?? type.name),
    )

/**
 * What an editor sees on the left: the site's settings, then one entry per page, the campaign
 * pages (each listed with its address), the articles (newest first, with their authors and
 * categories), then the lists (case studies, products). Pages open straight into their one document. Case studies
 * are put in the carousel's order by dragging them (orderRank).
 */
export const structure: StructureResolver = (S, context) => {
  const [settings, ...pages] = singletonTypes
  return S.list()
    .title('Conteúdo do site')
    .items([
      singleton(S, settings),
      S.divider(),
      S.listItem()
        .title('Páginas')
        .id('paginas')
        .child(
          S.list()
            .title('Páginas')
            .items(pages.map((page) => singleton(S, page))),
        ),
      S.documentTypeListItem('campaignPage').title('Páginas de campanha'),
      S.listItem()
        .title('Dicas de cultivo')
        .id('dicas')
        .icon(BookIcon)
        .child(
          S.list()
            .title('Dicas de cultivo')
            .items([
              S.listItem()
                .title('Artigos')
                .id('artigos')
                .schemaType('article')
                .child(
                  S.documentTypeList('article')
                    .title('Artigos')
                    .defaultOrdering([{field: 'publishedAt', direction: 'desc'}]),
                ),
              S.documentTypeListItem('person').title('Pessoas'),
              S.documentTypeListItem('category').title('Categorias'),
            ]),
        ),
      S.divider(),
      orderableDocumentListDeskItem({type: 'caseStudy', title: 'Casos de clientes', icon: CaseIcon, S, context}),
      S.documentTypeListItem('product').title('Produtos'),
    ])
}
