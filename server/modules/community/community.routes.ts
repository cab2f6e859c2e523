import type { Router } from 'express';
import { communityEndpoints } from '@common/contracts/community';
import type {
  CircleListResponse,
  CommunityMemberResponse,
  CommunityNotificationListResponse,
  MemberActivityResponse,
  MuteListResponse,
  HelpfulResponse,
  ModerationResultResponse,
  PostWriteResponse,
  QueueResponse,
  ReportResponse,
  TopicListResponse,
  TopicResponse,
} from '@common/contracts/community';
import { STAFF_ROLES } from '@common/roles';
import type { DeclareRoutes } from '../../http/endpoint-routes';
import { staffWrite } from '../audit/audit.exports';
import type { CommunityService } from './community.service';

export function communityRoutes(deps: { declare: DeclareRoutes; community: CommunityService }): Router {
  const { router, serve } = deps.declare();
  const { community } = deps;
  const staff = { roles: STAFF_ROLES };

  serve(communityEndpoints.getCommunityCircles, { caller: 'user' }, async ({ res, user }) => {
    const body: CircleListResponse = await community.circles(user);
    res.json(body);
  });

  serve(communityEndpoints.getCommunityMe, { caller: 'user' }, async ({ res, user }) => {
    const body: CommunityMemberResponse = { member: await community.me(user) };
    res.json(body);
  });

  serve(communityEndpoints.putCommunityMe, { caller: 'user' }, async ({ req, res, user }) => {
    const body: CommunityMemberResponse = { member: await community.updateMe(user, req.body) };
    res.json(body);
  });

  serve(communityEndpoints.getCommunityCirclesByCircleIdTopics, { caller: 'user' }, async ({ req, res, user }) => {
    const body: TopicListResponse = await community.topics(user, req.params.circleId, req.query);
    res.json(body);
  });

  serve(communityEndpoints.postCommunityCirclesByCircleIdTopics, { caller: 'user' }, async ({ req, res, user }) => {
    const body: PostWriteResponse = await community.startTopic(user, req.params.circleId, req.body);
    res.status(201).json(body);
  });

  serve(communityEndpoints.getCommunityTopicsById, { caller: 'user' }, async ({ req, res, user }) => {
    const body: TopicResponse = await community.topic(user, req.params.id, req.query.page);
    res.json(body);
  });

  serve(communityEndpoints.postCommunityTopicsByIdReplies, { caller: 'user' }, async ({ req, res, user }) => {
    const body: PostWriteResponse = await community.reply(user, req.params.id, req.body);
    res.status(201).json(body);
  });

  serve(communityEndpoints.patchCommunityPostsById, { caller: 'user' }, async ({ req, res, user }) => {
    const body: PostWriteResponse = await community.edit(user, req.params.id, req.body);
    res.json(body);
  });

  serve(communityEndpoints.deleteCommunityPostsById, { caller: 'user' }, async ({ req, res, user }) => {
    await community.remove(user, req.params.id);
    res.status(204).end();
  });

  serve(communityEndpoints.putCommunityPostsByIdHelpful, { caller: 'user' }, async ({ req, res, user }) => {
    const body: HelpfulResponse = await community.markHelpful(user, req.params.id);
    res.json(body);
  });

  serve(communityEndpoints.deleteCommunityPostsByIdHelpful, { caller: 'user' }, async ({ req, res, user }) => {
    const body: HelpfulResponse = await community.unmarkHelpful(user, req.params.id);
    res.json(body);
  });

  serve(communityEndpoints.postCommunityPostsByIdReports, { caller: 'user' }, async ({ req, res, user }) => {
    const body: ReportResponse = await community.report(user, req.params.id, req.body);
    res.status(201).json(body);
  });

  serve(communityEndpoints.getCommunityMembersByMemberId, { caller: 'user' }, async ({ req, res, user }) => {
    const body: MemberActivityResponse = await community.memberPage(user, req.params.memberId);
    res.json(body);
  });

  serve(communityEndpoints.getCommunityNotifications, { caller: 'user' }, async ({ res, user }) => {
    const body: CommunityNotificationListResponse = await community.notifications(user);
    res.json(body);
  });

  serve(communityEndpoints.postCommunityNotificationsRead, { caller: 'user' }, async ({ req, res, user }) => {
    const body: CommunityNotificationListResponse = await community.markNotificationsRead(user, req.body.ids);
    res.json(body);
  });

  serve(communityEndpoints.getCommunityMutes, { caller: 'user' }, async ({ res, user }) => {
    const body: MuteListResponse = await community.mutes(user);
    res.json(body);
  });

  serve(communityEndpoints.putCommunityMutesByTargetTypeByTargetId, { caller: 'user' }, async ({ req, res, user }) => {
    const body: MuteListResponse = await community.mute(user, req.params.targetType, req.params.targetId);
    res.json(body);
  });

  serve(communityEndpoints.deleteCommunityMutesByTargetTypeByTargetId, { caller: 'user' }, async ({ req, res, user }) => {
    const body: MuteListResponse = await community.unmute(user, req.params.targetType, req.params.targetId);
    res.json(body);
  });

  serve(communityEndpoints.getAdminCommunityQueue, { caller: staff }, async ({ res, user }) => {
    const body: QueueResponse = { items: await community.queue(user) };
    res.json(body);
  });

  serve(communityEndpoints.postAdminCommunityPostsByIdDecision, { caller: staff }, async ({ req, res, user }) => {
    const body: ModerationResultResponse = await community.decide(user, req.params.id, req.body, staffWrite(req, user));
    res.json(body);
  });

  serve(communityEndpoints.postAdminCommunityTopicsByIdModerate, { caller: staff }, async ({ req, res, user }) => {
    const body: ModerationResultResponse = await community.moderateTopic(req.params.id, req.body, staffWrite(req, user));
    res.json(body);
  });

  serve(communityEndpoints.postAdminCommunityMembersByUserIdModerate, { caller: staff }, async ({ req, res, user }) => {
    const body: ModerationResultResponse = await community.moderateMember(req.params.userId, req.body, staffWrite(req, user));
    res.json(body);
  });

  return router;
}
