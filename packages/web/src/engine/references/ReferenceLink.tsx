import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useReferenceName } from './useReferenceName.ts';

interface Props {
  /** The entity the registration names: `Person`. */
  target: string;
  registration: string | undefined;
  size?: string;
}

/** A record named elsewhere, read: 'Acme SARL (PER00000012)', linked to its page. */
export function ReferenceLink({ target, registration, size = 'sm' }: Props) {
  const { label, href } = useReferenceName(target, registration);
  if (!registration) return null;
  if (!href) return <Text size={size}>{label}</Text>;
  return (
    <Anchor component={Link} to={href} size={size}>
      {label}
    </Anchor>
  );
}
