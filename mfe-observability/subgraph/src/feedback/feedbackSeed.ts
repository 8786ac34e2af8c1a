import { checkOpinion, type OpinionInput } from '@switchyard/observability-common';
import type { DemoUsers, DomainDeps } from '@switchyard/server-kit';
import { saveOpinion } from './feedbackStore';

/**
 * The demo connection as the connections domain seeds it (its fixed id, name and services: Daybook,
 * its owner, then Acme Weather), so the partners' feedback page has something to show.
 */
const DEMO_CONNECTION = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Daybook + Acme Weather',
  service_ids: ['20000000-0000-4000-8000-000000000100', '20000000-0000-4000-8000-000000000001'],
};

/**
 * Opinions of the demo connection by the demo users who enabled it (the connections domain's seed:
 * milo, mara and rey), written directly as giving them stores them; safe to run again.
 */
export async function seedFeedback(deps: DomainDeps, demo: DemoUsers): Promise<void> {
  const opinions: [string, Omit<OpinionInput, 'kind'>][] = [
    [demo.reviewer.id, { like: false, opinion_code: 'too_slow' }],
    [demo.maker.id, { like: true, text: 'Every storm warning ends up in my journal. Lovely.' }],
    [
      demo.member.id,
      {
        like: false,
        opinion_code: 'unexpected',
        text: 'The entry arrives, but its title does not say how severe the alert was.',
      },
    ],
  ];
  const { name, service_ids } = DEMO_CONNECTION;
  for (const [userId, input] of opinions)
    await saveOpinion(deps.db, {
      userId,
      appletId: DEMO_CONNECTION.id,
      opinion: checkOpinion({ kind: 'connection', ...input }).opinion!,
      context: { name, service_ids },
    });
}
