// At the top of a circle or topic: "2 new notifications" → /community, where the list is. Nothing while there is
// none, while it loads or when it could not be loaded (the list on /community says why).
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useCommunityNotifications } from '../api/get-notifications';

export function UnreadNotificationsLink() {
  const notifications = useCommunityNotifications();
  const unread = notifications.data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <Anchor component={Link} to="/community" size="sm" fw={600} data-testid="unread-notifications">
      {unread === 1 ? '1 new notification' : `${unread} new notifications`}
    </Anchor>
  );
}
