import { useState } from 'react';
import { getCsrfToken } from '@switchyard/client';
import { Button, Field, Modal, ModalActions, ModalBody } from '@switchyard/ui';

/** The '+ New Org' form: a normal form post of the name (and CSRF token) to /organizations. */
export function NewOrgModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const blank = name.trim() === '';
  const close = () => {
    setName('');
    onClose();
  };
  return (
    <Modal open={open} title="New Organization" onClose={close}>
      <form
        method="post"
        action="/organizations"
        onSubmit={(e) => {
          if (blank) e.preventDefault();
        }}
      >
        <ModalBody>
          <Field
            label="Organization name"
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="organization"
            required
          />
          <input type="hidden" name="authenticity_token" value={getCsrfToken()} />
        </ModalBody>
        <ModalActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={blank}>
            Save
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
