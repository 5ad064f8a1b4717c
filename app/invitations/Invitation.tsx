import {useActionData, useFetcher} from '@remix-run/react'
import {useEffect, useRef, useState, type CSSProperties, type FormEvent} from 'react'
import {DEEP_LINK_FALLBACK_MS, INVITE_LOOKUP_DELAY_MS, INVITE_REDIRECT_MS} from '~/constants'
import {invitationMessages} from '~/messages/invitation'
import type {SendResult, SendStatus} from './send-result'

const t = invitationMessages

type Props = {
  info: {nome: string; nomeAmbiente: string}
  deepLink: string
  downloadUrl: string
}

type Send = {status: SendStatus; message: string}

/**
 * The Minha EVA invitation (docs/invitations.md). With JavaScript it first tries the app's deep link
 * ('iniciado'); if the page is still visible 2.5 s later ('cancelado') it shows the
 * invitation and its e-mail form. Without JavaScript the invitation shows at once
 * (no-js.css) and the form posts to the page.
 */
export function Invitation({info, deepLink, downloadUrl}: Props) {
  const posted = useActionData<SendResult>()
  const fetcher = useFetcher<SendResult>()
  // 'servidor' until the page hydrates: it shows 'iniciado', and CSS alone decides when the
  // invitation appears (invitation.css); from then on the script decides.
  const [pageStatus, setPageStatus] = useState<'servidor' | 'iniciado' | 'cancelado'>(posted ? 'cancelado' : 'servidor')
  const [send, setSend] = useState<Send | null>(posted ?? null)
  // The 1.5 s of "Estamos procurando…" run from the click, whatever the network does.
  const [lookupShown, setLookupShown] = useState(false)
  const lookupTimer = useRef(0)
  const emailInput = useRef<HTMLInputElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  // Try the app at once; fall back to the invitation unless the page got hidden (the app opened).
  useEffect(() => {
    if (posted) return
    // Straight to the invitation (docs/decisions/0034) when the JavaScript came after the
    // fallback delay (the page already shows the invitation, maybe half filled in), or on a
    // computer: Minha EVA is a phone app, and there the attempt only raises the browser's
    // "open an external app?" prompt, which in a headless browser takes every click and key.
    const shownAlready = panel.current !== null && getComputedStyle(panel.current).display !== 'none'
    const tryTheApp = !shownAlready && mayHaveTheApp()
    // What the browser shows and is decides the first status: known only once hydrated.
    setPageStatus(tryTheApp ? 'iniciado' : 'cancelado')
    if (!tryTheApp) return
    const fallback = window.setTimeout(() => {
      if (document.visibilityState !== 'hidden') setPageStatus('cancelado')
    }, DEEP_LINK_FALLBACK_MS)
    // Hidden: the app opened, so no fallback. Visible again: the visitor came back from the
    // app (or it never handled the link), so the invitation is what they need now.
    const onVisibilityChange = () => {
      window.clearTimeout(fallback)
      if (document.visibilityState === 'visible') setPageStatus('cancelado')
    }
    document.addEventListener('visibilitychange', onVisibilityChange)
    window.location.href = deepLink
    return () => {
      window.clearTimeout(fallback)
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [deepLink, posted])

  // The answer shows once it is in and the lookup message has had its time.
  const answer = send?.status === 'enviado' && lookupShown && fetcher.state === 'idle' ? fetcher.data : undefined
  const current = answer ?? send
  useEffect(() => () => window.clearTimeout(lookupTimer.current), [])

  // In, then home after 3 s (without JavaScript the server's Refresh header does this).
  useEffect(() => {
    if (current?.status !== 'sucesso' || posted) return
    const timer = window.setTimeout(() => window.location.assign('/'), INVITE_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [current?.status, posted])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (!email) {
      setSend({status: 'iniciado', message: t.emptyEmail})
      emailInput.current?.focus()
      return
    }
    setSend({status: 'enviado', message: t.searching})
    setLookupShown(false)
    window.clearTimeout(lookupTimer.current)
    lookupTimer.current = window.setTimeout(() => setLookupShown(true), INVITE_LOOKUP_DELAY_MS)
    fetcher.submit(event.currentTarget, {method: 'post'})
  }

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
          <fetcher.Form method="post" className="invitation__form" noValidate onSubmit={onSubmit}>
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
          </fetcher.Form>
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

/** A phone or tablet, where the Minha EVA app can be installed (iPadOS says "Macintosh" but has touch). */
function mayHaveTheApp() {
  const agent = navigator.userAgent
  return /Android|iPhone|iPad|iPod/i.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)
}
