export * from './outbox';
export * from './smtpMailer';
