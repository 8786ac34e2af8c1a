import { ingredientKey, serviceNamespace, setterName, stepPath, tokensOf } from './runNaming';

describe('run naming', () => {
  it('names services, steps, setters and ingredients as runs read them', () => {
    expect(serviceNamespace('acme_weather')).toBe('AcmeWeather');
    expect(stepPath('daybook', 'add_photo_to_album')).toBe('Daybook.addPhotoToAlbum');
    expect(setterName('image_url')).toBe('setImageUrl');
    expect(ingredientKey({ name: 'CoverImageUrl', slug: 'cover_image_url' })).toBe('CoverImageUrl');
    expect(ingredientKey({ name: 'cover image', slug: 'cover_image_url' })).toBe('CoverImageUrl');
    expect(
      tokensOf({
        channel_module_name: 'daybook',
        module_name: 'new_journal_entry',
        ingredients: [{ name: 'Title', slug: 'title' }],
      }),
    ).toEqual([
      {
        token: '{{Daybook.newJournalEntry.Title}}',
        path: 'Daybook.newJournalEntry.Title',
        label: 'Title',
        slug: 'title',
      },
    ]);
  });
});
