/**
 * A sensitive change the server refused until the user proves who they are again (403
 * `reauthentication_required`; docs/product.md, "Two-step sign-in"). The HTTP client asks
 * through here; the prompt the account screens mount answers whether the user did, and the client
 * then sends the change again.
 */
type Asker = () => Promise<boolean>;

let asker: Asker | undefined;

/** Mounts the one prompt; answers how to unmount it. */
export function answerReauthentication(ask: Asker): () => void {
  asker = ask;
  return () => {
    if (asker === ask) asker = undefined;
  };
}

/** True once the user has proven who they are again; false if they declined or nobody can ask. */
export function askToReauthenticate(): Promise<boolean> {
  return asker ? asker() : Promise.resolve(false);
}

export const REAUTHENTICATION_REQUIRED = 'reauthentication_required';
