/** The service's icon on its brand colour, or its initial when no icon was uploaded yet. */
export function ServiceIcon({
  name,
  icon,
  color,
}: {
  name: string;
  icon: string | null;
  color: string | null;
}) {
  const style = {
    width: 64,
    height: 64,
    borderRadius: 12,
    background: color ?? 'var(--sy-color-surface-alt)',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
  } as const;
  if (icon) {
    return (
      <span style={style}>
        <img src={icon} alt={`${name} icon`} width={48} height={48} />
      </span>
    );
  }
  return (
    <span
      style={{
        ...style,
        color: color ? '#fff' : 'var(--sy-color-text-muted)',
        fontSize: 28,
        fontWeight: 700,
      }}
      role="img"
      aria-label="No icon yet"
      title="No icon uploaded yet"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
