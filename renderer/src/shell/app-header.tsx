import { Anchor, Box, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CartButton } from '../ui/cart/cart-button';
import logoUrl from '../../../resources/logo.svg';
import { SIGN_IN_PATH } from './route-guard';
import { isSignedIn, useSession } from './session-context';
import classes from './app-header.module.css';

export function AppHeader() {
  const session = useSession();
  const profilePath = isSignedIn(session) ? '/profile' : SIGN_IN_PATH;

  return (
    <Box component="header" className={classes.header}>
      <Group justify="space-between" wrap="nowrap" h="100%" px="md" maw={1200} mx="auto">
        <Anchor component={Link} to="/" c="inherit" underline="never" className={classes.logo}>
          <img src={logoUrl} alt="" width={36} height={36} />
          <Text component="span" fw={700} size="lg">
            Guardians
          </Text>
        </Anchor>
        <Group gap="xs" wrap="nowrap">
        <CartButton />
        <Button component={Link} to={profilePath} variant="light">
          {/* Both labels are in the page; CSS shows the one that fits, so the name never flickers on load. */}
          <Box component="span" visibleFrom="sm">
            My Nutrition Profile
          </Box>
          <Box component="span" hiddenFrom="sm">
            Profile
          </Box>
        </Button>
        </Group>
      </Group>
    </Box>
  );
}
