import {useRef, useState, type FormEvent} from 'react'
import {postForm} from '~/forms/post'
import {invitationMessages} from '~/messages/invitation'
import type {SendResult, SendStatus} from './send-result'
import {useLookupTime} from './useLookupTime'

type Send = {status: SendStatus; message: string}

/**
 * The invitation's e-mail form: refuses an empty address (and takes the focus back to it),
 * otherwise posts it in the background (~/forms/post.ts) and says "Estamos procurando…" until
 * the answer is in and the message has had its time. `posted`: the answer to a post made
 * without JavaScript. `shown` is what the form says now.
 */
export function useInvitationSend(posted: SendResult | undefined) {
  const [send, setSend] = useState<Send | null>(posted ?? null)
  const [received, setReceived] = useState<SendResult | undefined>()
  const lookup = useLookupTime()
  const emailInput = useRef<HTMLInputElement>(null)

  // The answer shows once it is in and the lookup message has had its time.
  const answer = send?.status === 'enviado' && lookup.over ? received : undefined
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
    setReceived(undefined)
    lookup.start()
    void postForm<SendResult>(event.currentTarget).then(({data}) =>
      setReceived(data ?? {status: 'erro', message: invitationMessages.unexpected, email}),
    )
  }

  return {shown, onSubmit, emailInput}
}
