-- The outbox is now the mail kit's (schema mail): identity sends address verifications through it too.
INSERT INTO mail.outbox (id, to_email, subject, text, link, sent_at)
  SELECT id, to_email, subject, text, link, sent_at FROM outbox ORDER BY seq;
DROP TABLE outbox;
