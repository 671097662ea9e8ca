import { generateSecret, generateURI, verify } from 'otplib';

/** One 30-second step either side, for clocks that drift. */
const tolerance = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export async function isTotpCodeValid(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  return (await verify({ secret, token: code, epochTolerance: tolerance })).valid;
}

/** The otpauth URL an authenticator application reads, and the QR code showing it. */
export async function totpEnrolment(secret: string, username: string, issuer: string) {
  const otpauthUrl = generateURI({ issuer, label: username, secret });
  // Loaded with the first enrolment: the QR library is not needed to sign in.
  const { toDataURL } = await import('qrcode');
  return { secret, otpauthUrl, qrCode: await toDataURL(otpauthUrl) };
}
