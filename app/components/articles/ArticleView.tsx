import {ContentImage, IMAGE_SHAPES} from '~/components/ContentImage'
import {Section} from '~/components/Section'
import type {ArticleBodyItem, ArticleCard, ArticleHeading} from '~/content/articles'
import type {ImageField} from '~/content/image'
import {ARTICLES_PATH, articleListPath} from '~/domain/articles'
import {articleMessages as t} from '~/messages/articles'
import {ArticleBody} from './ArticleBody'
import {ArticleCards} from './ArticleCards'

/** What the article page shows, as its loader prepared it (app/routes/dicas.$artigo.tsx). */
export type ArticleView = {
  card: ArticleCard
  cover: ImageField | null
  author: {name: string; role: string | null; photo: ImageField | null} | null
  body: ArticleBodyItem[]
  headings: ArticleHeading[]
  contents: boolean
  related: ArticleCard[]
}

/** The cover is the page's largest image above the fold: the route preloads it at this size. */
export const ARTICLE_COVER = {width: 1040, sizes: '(max-width: 1040px) 100vw, 1040px'}

/** Início › Dicas de cultivo › the category: where the article sits (the BreadcrumbList says the same). */
export function breadcrumbTrail(card: ArticleCard) {
  return [
    {name: t.home, path: '/'},
    {name: t.section, path: ARTICLES_PATH},
    ...(card.category ? [{name: card.category.title, path: articleListPath(1, card.category.slug)}] : []),
  ]
}

function Breadcrumb({card}: {card: ArticleCard}) {
  return (
    <nav className="breadcrumb" aria-label={t.breadcrumb}>
      <ol>
        {breadcrumbTrail(card).map((step) => (
          <li key={step.path}>
            <a href={step.path}>{step.name}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

function Contents({headings}: {headings: ArticleHeading[]}) {
  return (
    <nav className="article-contents" aria-labelledby="neste-artigo">
      <h2 id="neste-artigo">{t.contents}</h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.key} className={heading.level === 3 ? 'article-contents__sub' : undefined}>
            <a href={`#${heading.anchor}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** An article: its heading and byline, cover, contents, text, the band to the visit form, and related articles. */
export function ArticleView({view}: {view: ArticleView}) {
  const {card, author} = view
  const updated = card.modifiedAt !== card.publishedAt ? card.modifiedAt : null
  return (
    <>
      <article className="container article">
        <Breadcrumb card={card} />
        <header className="article__header">
          {card.category ? (
            <p className="eyebrow">
              <a href={articleListPath(1, card.category.slug)}>{card.category.title}</a>
            </p>
          ) : null}
          <h1>{card.title}</h1>
          {card.summary ? <p className="lead">{card.summary}</p> : null}
          <div className="article__byline">
            {author?.photo ? (
              <ContentImage image={author.photo} width={56} aspectRatio={1} decorative className="article__author-photo" />
            ) : null}
            <p>
              {author ? (
                <>
                  {`${t.by} `}
                  <strong>{author.name}</strong>
                  {author.role ? `, ${author.role}` : null}
                  <br />
                </>
              ) : null}
              {`${t.published} `}
              <time dateTime={card.publishedAt}>{t.date(card.publishedAt)}</time>
              {updated ? (
                <>
                  {` (${t.updated} `}
                  <time dateTime={updated}>{t.date(updated)}</time>)
                </>
              ) : null}
              {` · ${t.minutes(card.minutes)}`}
            </p>
          </div>
        </header>
        {view.cover ? (
          <ContentImage
            image={view.cover}
            {...ARTICLE_COVER}
            aspectRatio={IMAGE_SHAPES.article}
            priority
            className="article__cover"
          />
        ) : null}
        {view.contents ? <Contents headings={view.headings} /> : null}
        <ArticleBody body={view.body} headings={view.headings} />
      </article>
      <Section id="quer-uma-horta" title={t.callToAction.title} lead={t.callToAction.text} band="green">
        <a className="button button--light button--large" href={t.callToAction.href}>
          {t.callToAction.button}
        </a>
      </Section>
      {view.related.length > 0 ? (
        <Section id="leia-tambem" title={t.related}>
          <ArticleCards articles={view.related} level={3} />
        </Section>
      ) : null}
    </>
  )
}
