import type {CSSProperties} from 'react'
import {DEEP_LINK_FALLBACK_MS} from '~/constants'
import {invitationMessages} from '~/messages/invitation'
import type {SendResult} from './send-result'
import {useHomeAfterSuccess} from './useHomeAfterSuccess'
import {useInvitationSend} from './useInvitationSend'
import {useTryTheAppFirst} from './useTryTheAppFirst'

const t = invitationMessages

type Props = {
  info: {nome: string; nomeAmbiente: string}
  deepLink: string
  downloadUrl: string
  /** The answer to a send made without JavaScript (or before it arrived). */
  posted?: SendResult
}

/**
 * The Minha EVA invitation (docs/invitations.md). With JavaScript it first tries the app's deep link
 * ('iniciado'); if the page is still visible 2.5 s later ('cancelado') it shows the
 * invitation and its e-mail form. Without JavaScript the invitation shows at once
 * (no-js.css) and the form posts to the page.
 */
export function Invitation({info, deepLink, downloadUrl, posted}: Props) {
  const {status: pageStatus, panel} = useTryTheAppFirst(deepLink, Boolean(posted))
  const {shown: current, onSubmit, emailInput} = useInvitationSend(posted)
  // In, then home after 3 s; after a post without JavaScript the server's Refresh header does it.
  useHomeAfterSuccess(current?.status === 'sucesso' && !posted)

  const sending = current?.status === 'enviado'
  const showForm = current?.status !== 'sucesso'
  const known = info.nome && info.nomeAmbiente

  return (
    <section
      className="invitation"
      data-status={pageStatus === 'servidor' ? 'iniciado' : pageStatus}
      data-send-status={current?.status ?? 'iniciado'}
      data-enhanced={pageStatus !== 'servidor' || undefined}
      style={{'--invitation-fallback': `${DEEP_LINK_FALLBACK_MS}ms`} as CSSProperties}
      aria-labelledby="convite"
    >
      <h1 id="convite">{t.title}</h1>
      <p className="invitation__redirecting" role="status">
        <span className="invitation__spinner" aria-hidden="true" />
        {t.redirecting}
      </p>
      <div className="invitation__panel" ref={panel}>
        <p className="lead">{known ? t.invited(info.nome, info.nomeAmbiente) : t.invitedUnknown}</p>
        {known ? (
          <dl className="invitation__details">
            <div>
              <dt>{t.ambienteLabel}</dt>
              <dd>{info.nomeAmbiente}</dd>
            </div>
            <div>
              <dt>{t.adminLabel}</dt>
              <dd>{info.nome}</dd>
            </div>
          </dl>
        ) : null}
        {showForm ? (
          <form method="post" className="invitation__form" noValidate onSubmit={onSubmit}>
            <p>{t.instructions}</p>
            <label htmlFor="convite-email">{t.emailLabel}</label>
            <input
              ref={emailInput}
              id="convite-email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              defaultValue={posted?.email}
              aria-describedby="convite-resultado"
              aria-invalid={current?.status === 'nao_encontrado' || current?.message === t.emptyEmail || undefined}
            />
            <button type="submit" className="button" disabled={sending}>
              {t.submit}
            </button>
          </form>
        ) : null}
        <p id="convite-resultado" className="invitation__result" role="status">
          {current?.message}
        </p>
        <p className="invitation__links">
          <a href={deepLink}>{t.open}</a>
          <span>
            {t.noApp} <a href={downloadUrl}>{t.download}</a>
          </span>
        </p>
      </div>
    </section>
  )
}
