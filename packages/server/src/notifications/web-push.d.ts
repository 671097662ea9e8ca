// web-push ships no types and @types/web-push is not installed: the little Lessor uses, typed by hand.
declare module 'web-push' {
  interface RequestDetails {
    method: string;
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }
  interface RequestOptions {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
  }
  const webPush: {
    generateVAPIDKeys(): { publicKey: string; privateKey: string };
    /** Encrypts the payload (aes128gcm) and signs the VAPID header, without sending. */
    generateRequestDetails(
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
      payload: string,
      options: RequestOptions,
    ): RequestDetails;
  };
  // biome-ignore lint/style/noDefaultExport: a CommonJS module whose exports Node does not name for ESM.
  export default webPush;
}
