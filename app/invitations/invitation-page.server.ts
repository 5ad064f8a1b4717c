import {data} from '@remix-run/node'
import {INVITE_RATE_LIMIT_PER_INVITEE, INVITE_REDIRECT_MS} from '~/constants'
import {formMessages} from '~/messages/forms'
import {invitationMessages} from '~/messages/invitation'
import {readUrlEncodedBody} from '~/requests/body.server'
import {createCounter} from '~/requests/rate-limits.server'
import {isSafeName} from '~/store/store'
import {errorFields, logEvent} from '~/utils/log.server'
import {getInvitations, type AddUserOutcome} from './invitations.server'
import type {SendResult} from './send-result'

const t = invitationMessages
// Per client, the server counts before this code runs (app/requests/rate-limits.server.ts); per environment
// and e-mail, here.
const perInvitee = createCounter(INVITE_RATE_LIMIT_PER_INVITEE)

/**
 * The environment behind an invitation link. When it cannot be loaded, the failure is
 * logged (no personal data) and the page goes on with empty info (docs/requirements.md#the-invitation).
 */
export async function loadInvitationInfo(ambienteId: string) {
  try {
    if (!isSafeName(ambienteId)) throw new Error('Malformed environment id')
    const {nome, nomeAmbiente} = await (await getInvitations()).getAmbienteAndUserData({ambienteId})
    return {nome, nomeAmbiente}
  } catch (error) {
    logEvent('warn', 'invitation.load_failed', {...errorFields(error)})
    return {nome: '', nomeAmbiente: ''}
  }
}

const RESULTS: Record<AddUserOutcome, Omit<SendResult, 'email'>> = {
  success: {status: 'sucesso', message: t.success},
  not_found: {status: 'nao_encontrado', message: t.notFound},
  no_permission: {status: 'sem_permissao', message: t.noPermission},
  unexpected: {status: 'erro', message: t.unexpected},
}

/** POST of the invitation form: the e-mail of the invitee's Minha EVA account. */
export async function sendInvitation(request: Request, {rateLimited}: {rateLimited: boolean}, ambienteId: string) {
  const body = await readUrlEncodedBody(request)
  const email = typeof body === 'string' ? '' : (body.get('email') ?? '').trim().slice(0, 254)
  if (rateLimited) return limited(email)
  if (!email) return data<SendResult>({status: 'iniciado', message: t.emptyEmail, email}, {status: 400})
  const count = await perInvitee.count(`${ambienteId} ${email.toLowerCase()}`)
  if (count.over) return limited(email, count.retryAfterS)

  let outcome: AddUserOutcome
  try {
    outcome = isSafeName(ambienteId) ? await (await getInvitations()).addUserToAmbiente({ambienteId, email}) : 'not_found'
  } catch (error) {
    // The store cannot be opened or written (a read-only or missing data folder, Firestore
    // down): as the forms do, 503 with the message and the e-mail kept for another try.
    logEvent('error', 'invitation.store_failed', {...errorFields(error)})
    outcome = 'unexpected'
  }
  logEvent('info', 'invitation.sent', {outcome})
  // Without JavaScript the browser follows this header home after the success message.
  const headers = outcome === 'success' ? {Refresh: `${INVITE_REDIRECT_MS / 1000}; url=/`} : undefined
  return data<SendResult>({...RESULTS[outcome], email}, {headers, status: outcome === 'unexpected' ? 503 : 200})
}

function limited(email: string, retryAfterS?: number) {
  logEvent('warn', 'invitation.rate_limited', {})
  const headers = retryAfterS ? {'Retry-After': String(retryAfterS)} : undefined
  return data<SendResult>({status: 'erro', message: formMessages.rateLimited, email}, {status: 429, headers})
}
