import { createUserRepository } from '../../content/public.js';
import type { AccountsContext } from '../context.js';
import { createAccountRepository } from '../store/account-repository.js';
import { createMailRequestRepository, type MailRequest } from '../store/mail-request-repository.js';
import { createAccountMailer } from './account-mailer.js';

/** How often queued requests are turned into mail when nothing asks sooner. */
const EVERY_MS = 250;

/**
 * Sign-up, resend and forgotten-password requests answer at once, having only queued the request
 * (wp_pricewise_mail_requests): the same insert whether or not the address has an account, so
 * neither the answer nor its time tells who is registered. This turns the queue into mail, apart
 * from any request: a link for an account that should get one, "you already have an account" for
 * a sign-up with a known address, nothing for an unknown one. It runs a moment later, and
 * whenever something reads the mail (the back office, the tests).
 */
export function createMailRequestProcessor(ctx: AccountsContext) {
  const requests = createMailRequestRepository(ctx.db);
  const accounts = createAccountRepository(ctx.db);
  const users = createUserRepository(ctx.db);
  const mailer = createAccountMailer(ctx);

  const handle = (request: MailRequest) => {
    const userId = request.userId ?? accounts.shopperIdByEmail(request.email);
    const user = userId === null ? undefined : users.get(userId);
    if (!user || userId === null) return;
    const to = { userId, email: user.email, name: user.display_name, locale: request.locale };
    if (request.purpose === 'forgot') mailer.sendLink('reset', to);
    else if (request.purpose === 'signup') {
      if (request.userId !== null) mailer.sendLink('verify', to);
      else mailer.sendAlreadyRegistered(to);
    } else if (!accounts.state(userId)?.emailVerified) mailer.sendLink('verify', to);
  };

  const processPending = (): number => {
    let handled = 0;
    for (;;) {
      const batch = ctx.db.transaction(() => {
        const taken = requests.take(50);
        for (const request of taken) handle(request);
        return taken.length;
      })();
      handled += batch;
      if (batch === 0) return handled;
    }
  };

  let timer: NodeJS.Timeout | undefined;
  return {
    /** Queues one request: the only work a request does, whoever asks. */
    add: (request: Omit<MailRequest, 'id'>, now: number) => requests.add(request, now),
    processPending,
    start(): void {
      timer = setInterval(processPending, EVERY_MS);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}

export type MailRequestProcessor = ReturnType<typeof createMailRequestProcessor>;
