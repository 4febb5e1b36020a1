/** The id of an FAQ's heading on the FAQ page (its section is `${id}-section`), which search results link to. */
export function faqHeadingId(userProfile: string): string {
  return `faq-${userProfile.toLowerCase().replaceAll('_', '-')}`
}
