/** A service's icon, or its initial on its brand color. */
export function ServiceIcon({
  service,
}: {
  service: { name: string; image_url?: string | null; brand_color?: string | null };
}) {
  if (service.image_url)
    return <img className="cn-swatch" src={service.image_url} alt="" width={32} height={32} />;
  return (
    <span className="cn-swatch" style={{ background: service.brand_color ?? undefined }} aria-hidden="true">
      {service.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** Published, Draft (and Archived): a connection's state as its list and preview show it. */
export function StatusBadge({ published, archived = false }: { published: boolean; archived?: boolean }) {
  if (archived) return <span className="cn-badge cn-badge--archived">Archived</span>;
  return (
    <span className={`cn-badge cn-badge--${published ? 'published' : 'draft'}`}>
      {published ? 'Published' : 'Draft'}
    </span>
  );
}

/** A connection's cover image, or a band of its owner service's brand colour when it has none. */
export function CoverBanner({
  connection: c,
}: {
  connection: {
    background_image_url_1x?: string | null;
    sm_background_image_url?: string | null;
    owner_channel: { brand_color?: string | null };
  };
}) {
  const cover = c.background_image_url_1x ?? c.sm_background_image_url;
  return cover ? (
    <div className="cn-cover">
      <img src={cover} alt="" />
    </div>
  ) : (
    <div
      className="cn-cover cn-cover--color"
      style={{ background: c.owner_channel.brand_color ?? undefined }}
      aria-hidden="true"
    />
  );
}
