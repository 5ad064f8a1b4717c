import {ContentImage, IMAGE_SHAPES} from '~/components/ContentImage'
import type {ArticleCard} from '~/content/articles'
import {articleListPath, articlePath} from '~/domain/articles'
import {articleMessages as t} from '~/messages/articles'

/** "6 de outubro de 2026 · 3 min de leitura". */
export function ArticleDate({card}: {card: Pick<ArticleCard, 'publishedAt' | 'minutes'>}) {
  return (
    <p className="article-date">
      <time dateTime={card.publishedAt}>{t.date(card.publishedAt)}</time>
      {` · ${t.minutes(card.minutes)}`}
    </p>
  )
}

/**
 * Articles as cards: cover, category, title (the link), summary, date and reading time. The
 * first `eager` covers load at once (the top of a list); `level` is the titles' heading level.
 */
export function ArticleCards({articles, level = 2, eager = 0}: {articles: ArticleCard[]; level?: 2 | 3; eager?: number}) {
  const Title = level === 2 ? 'h2' : 'h3'
  return (
    <ul className="article-cards">
      {articles.map((card, index) => (
        <li key={card.slug} className="article-card">
          <ContentImage
            image={card.cover}
            width={640}
            sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px"
            aspectRatio={IMAGE_SHAPES.article}
            priority={index < eager}
            decorative
            className="article-card__image"
          />
          {card.category ? (
            <p className="eyebrow">
              <a href={articleListPath(1, card.category.slug)}>{card.category.title}</a>
            </p>
          ) : null}
          <Title className="article-card__title">
            <a href={articlePath(card.slug)}>{card.title}</a>
          </Title>
          {card.summary ? <p>{card.summary}</p> : null}
          <ArticleDate card={card} />
        </li>
      ))}
    </ul>
  )
}
