/**
 * The address of a sender or recipient written with its name, as SMTP headers write it.
 * @example addressOf('Lessor Leasing <no-reply@lessor.example>') // 'no-reply@lessor.example'
 */
export function addressOf(mailbox: string): string {
  const angled = /<([^<>]+)>\s*$/.exec(mailbox);
  return (angled?.[1] ?? mailbox).trim();
}
