import {BUSINESS_TIME_ZONE} from '~/constants'

/** "25/11/2026, 10:42": how staff read a time, in Curitiba's (mails, the team's pages). */
export const curitibaFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BUSINESS_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
})
