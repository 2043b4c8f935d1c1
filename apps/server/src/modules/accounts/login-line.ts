/**
 * Who does a login's database work when (docs/decisions/038-slow-clients-and-the-password-hash-queue.md).
 *
 * On the embedded database every statement runs one at a time, so 200 junk logins' counters and
 * look-ups would sit in front of a customer's. A login for an email known to have a password goes
 * at once; any other waits for one of `laterAtOnce` places, oldest first, and none starts while a
 * known one is under way (its scrypt then has the machine) unless the oldest has waited
 * `longestHoldMs`. Being known is only a
 * hint for the order: every login still does the same work and gets the same answer. One client
 * (an address) has at most `perClient` logins under way, whatever their emails; past that it is
 * refused at once, so the refusal tells nothing about the email.
 */

export class LoginLineFullError extends Error {
  override name = 'LoginLineFullError';
}

export interface LoginLineLimits {
  perClient: number;
  laterAtOnce: number;
  longestHoldMs: number;
}

/** A login let in: `databaseDone` frees its place among the later ones, `leave` its client's. */
export interface LoginPass {
  databaseDone(): void;
  leave(): void;
}

export function createLoginLine({ perClient, laterAtOnce, longestHoldMs }: LoginLineLimits) {
  const underWay = new Map<string, number>();
  const waiting: Array<{ since: number; go: () => void }> = [];
  let laterRunning = 0;
  let knownUnderWay = 0;
  let wake: NodeJS.Timeout | undefined;

  /** Starts waiting logins while there are places and no known login holds them back. */
  const admit = () => {
    if (wake && knownUnderWay === 0) {
      clearTimeout(wake);
      wake = undefined;
    }
    while (waiting.length > 0 && laterRunning < laterAtOnce) {
      const oldest = waiting[0] as { since: number; go: () => void };
      const heldFor = performance.now() - oldest.since;
      if (knownUnderWay > 0 && heldFor < longestHoldMs) {
        wake ??= setTimeout(() => {
          wake = undefined;
          admit();
        }, longestHoldMs - heldFor);
        return;
      }
      waiting.shift();
      laterRunning += 1;
      oldest.go();
    }
  };

  return {
    /** Lets a login in, at once when `known`, else in its turn; throws LoginLineFullError. */
    async enter(client: string, known: boolean): Promise<LoginPass> {
      const count = underWay.get(client) ?? 0;
      if (count >= perClient) throw new LoginLineFullError('Too many logins under way');
      underWay.set(client, count + 1);
      let holdsLaterPlace = !known;
      if (known) knownUnderWay += 1;
      else {
        await new Promise<void>((go) => {
          waiting.push({ since: performance.now(), go });
          admit();
        });
      }
      let left = false;
      const pass: LoginPass = {
        databaseDone() {
          if (!holdsLaterPlace) return;
          holdsLaterPlace = false;
          laterRunning -= 1;
          admit();
        },
        leave() {
          if (left) return;
          left = true;
          pass.databaseDone();
          if (known) {
            knownUnderWay -= 1;
            admit();
          }
          const remaining = (underWay.get(client) ?? 1) - 1;
          if (remaining > 0) underWay.set(client, remaining);
          else underWay.delete(client);
        },
      };
      return pass;
    },
  };
}
