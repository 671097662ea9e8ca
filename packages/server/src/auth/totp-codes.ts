import { generateSecret, generateURI, verify } from 'otplib';

/** One 30-second step either side, for clocks that drift. */
const tolerance = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The time step a code belongs to, when it is one of the secret's codes now (give or take a step). */
export async function totpTimeStep(secret: string, code: string): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({ secret, token: code, epochTolerance: tolerance });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The otpauth URL an authenticator application reads, and the QR code showing it. */
export async function totpEnrolment(secret: string, username: string, issuer: string) {
  const otpauthUrl = generateURI({ issuer, label: username, secret });
  // Loaded with the first enrolment: the QR library is not needed to sign in.
  const { toDataURL } = await import('qrcode');
  return { secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl) };
}
