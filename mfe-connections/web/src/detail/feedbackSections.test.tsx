import { feedbackSectionUrl, sectionLink } from './feedbackSections';

const ID = 'c0000000-0000-4000-8000-000000000001';

describe('the feedback sections', () => {
  it("builds a section's address, with the list's cursor when there is one", () => {
    expect(feedbackSectionUrl(ID, 'summary')).toBe(`/connections/${ID}/feedback.js?section=summary`);
    expect(feedbackSectionUrl(ID, 'list', 'a b/c')).toBe(
      `/connections/${ID}/feedback.js?section=list&cursor=a%20b%2Fc`,
    );
  });

  it("follows only this connection's own feedback path from a link in the HTML", () => {
    expect(sectionLink(ID, `/connections/${ID}/feedback.js?section=list&cursor=x`)).toBe(
      `/connections/${ID}/feedback.js?section=list&cursor=x`,
    );
    expect(sectionLink(ID, `${window.location.origin}/connections/${ID}/feedback.js?section=list`)).toBe(
      `/connections/${ID}/feedback.js?section=list`,
    );
    for (const href of [
      null,
      '',
      '/services/daybook/endpoint_tests',
      '/connections/c0000000-0000-4000-8000-000000000002/feedback.js?section=list',
      `https://evil.example/connections/${ID}/feedback.js?section=list`,
      `//evil.example/connections/${ID}/feedback.js`,
    ])
      expect(sectionLink(ID, href)).toBeNull();
  });
});
