import type { webAuthnResponseSchema } from '@shop/contract';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { z } from 'zod';

/** The browser's answer as the server's procedures take it (the server checks every field). */
type WebAuthnAnswer = z.input<ReturnType<typeof webAuthnResponseSchema>>;

/**
 * The browser's passkey prompts, loaded when first asked for: the sign-in page stays light for
 * the many who sign in with a password.
 */
export async function askForPasskey(options: unknown): Promise<WebAuthnAnswer> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return (await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
  })) as unknown as WebAuthnAnswer;
}

export async function createPasskey(options: unknown): Promise<WebAuthnAnswer> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return (await startRegistration({
    optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
  })) as unknown as WebAuthnAnswer;
}

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
