import { deliveryEvents, type DomainEvent } from './eventBus';

const event = (id: string): DomainEvent => ({ id, type: 'things.changed', occurredAt: '', data: {} });

it('hands a fetch of jobs over in the order their events were published, whatever order pg-boss gave', () => {
  const jobs = [
    { data: { events: [event('c'), event('d')], seq: 7 } },
    { data: { events: [event('a'), event('b')], seq: 3 } },
    { data: { events: [event('e')], seq: 12 } },
  ];
  expect(deliveryEvents(jobs).map((e) => e.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
});
