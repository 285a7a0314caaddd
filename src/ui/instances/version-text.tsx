import { Text } from '@fluentui/react-components';
import { Warning16Regular } from '@fluentui/react-icons';
import type { VersionColour } from '../../domain/instances';
import { versionColours } from './figure-colours';

/**
 * A streamer version wherever one shows (spec 2 §8–9, spec 3 §2.5): red unless it starts with 'v1' or is the
 * latest; a warning icon when the instance has none.
 */
export const VersionText = ({
  version,
  colour,
}: {
  version: string | undefined;
  colour: VersionColour;
}): React.JSX.Element =>
  version === undefined || colour === 'warning' ? (
    <span role="img" aria-label="No version reported" title="No version reported" data-testid="version-missing">
      <Warning16Regular color={versionColours.warning} />
    </span>
  ) : (
    <Text
      style={{ color: versionColours[colour] }}
      data-testid="version"
      data-colour={colour}
      {...(colour === 'error' ? { title: 'Not the latest streamer version' } : {})}
    >
      {version}
    </Text>
  );
