import {
  deadlineError,
  defaultValidUntil,
  formatDate,
  parisDay,
  providerAnswerDefaults,
  type CounterProposalInput,
} from '@devis/domain';
import type { Deps } from '../context';
import { InvalidInputError } from '../errors';
import { loopMail, providerSender, sendLoopMails, type ProviderSender } from './loop-mail';

type ProposalInput = Pick<CounterProposalInput, 'budget' | 'deadline' | 'description' | 'message'>;

/**
 * What a provider's proposal (on a request or as a counter-proposal) starts from: the moment, its Paris day,
 * a deadline that is not past (400 otherwise), the message (the spec's default when blank), the proposal's
 * terms and its validity (14 days).
 */
export function startProposal(deps: Pick<Deps, 'now'>, input: ProposalInput) {
  const now = deps.now();
  const today = parisDay(now);
  const past = deadlineError(input.deadline, today);
  if (past) throw new InvalidInputError(past, { deadline: past });
  return {
    now,
    at: now.toISOString(),
    today,
    validUntil: defaultValidUntil(now),
    message: input.message ?? providerAnswerDefaults.modify,
    proposal: { budget: input.budget, deadline: input.deadline, description: input.description },
  };
}

/** Tells the client (after the commit, best effort) that a proposal waits for their answer. */
export function mailProposal(
  deps: Pick<Deps, 'mailer' | 'publicOrigin'>,
  to: string | null | undefined,
  mail: { subject: string; intro: string; totalFact: string; validUntil: string; message: string; from: ProviderSender },
) {
  if (!to) return Promise.resolve();
  return sendLoopMails(deps.mailer, [
    loopMail({
      to,
      kind: 'request-answer',
      subject: mail.subject,
      intro: mail.intro,
      facts: [mail.totalFact, `Proposition valable jusqu'au ${formatDate(mail.validUntil)}`],
      quote: mail.message,
      link: `${deps.publicOrigin}/client/quotes`,
      linkLabel: 'Voir la proposition',
      ...providerSender(mail.from),
    }),
  ]);
}

