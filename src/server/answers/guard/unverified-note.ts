/** The one short sentence a reply gains when the guard has left something out. */
export function unverifiedNote(count: number): string {
  return count === 1
    ? "One passage could not be verified against my texts, so I have left it out."
    : "Some passages could not be verified against my texts, so I have left them out.";
}
