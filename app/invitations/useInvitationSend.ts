import {useFetcher} from '@remix-run/react'
import {useRef, useState, type FormEvent} from 'react'
import {invitationMessages} from '~/messages/invitation'
import type {SendResult, SendStatus} from './send-result'
import {useLookupTime} from './useLookupTime'

type Send = {status: SendStatus; message: string}

/**
 * The invitation's e-mail form: refuses an empty address (and takes the focus back to it),
 * otherwise posts it in the background and says "Estamos procurando…" until the answer is in
 * and the message has had its time. `posted`: the answer to a post made without JavaScript.
 * `shown` is what the form says now.
 */
export function useInvitationSend(posted: SendResult | undefined) {
  const fetcher = useFetcher<SendResult>()
  const [send, setSend] = useState<Send | null>(posted ?? null)
  const lookup = useLookupTime()
  const emailInput = useRef<HTMLInputElement>(null)

  // The answer shows once it is in and the lookup message has had its time.
  const answer = send?.status === 'enviado' && lookup.over && fetcher.state === 'idle' ? fetcher.data : undefined
  const shown = answer ?? send

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim()
    if (!email) {
      setSend({status: 'iniciado', message: invitationMessages.emptyEmail})
      emailInput.current?.focus()
      return
    }
    setSend({status: 'enviado', message: invitationMessages.searching})
    lookup.start()
    fetcher.submit(event.currentTarget, {method: 'post'})
  }

  return {shown, onSubmit, Form: fetcher.Form, emailInput}
}
