/** A lead's status as a coloured tag (the colour follows `status`, in the team's CSS). */
export function LeadStatus({status, text}: {status: string; text: string}) {
  return (
    <span className="team-status" data-status={status}>
      {text}
    </span>
  )
}
