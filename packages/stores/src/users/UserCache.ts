import { action, makeAutoObservable, makeObservable, observable } from 'mobx';
import type { FollowState } from '../follows/followState';

/**
 * What an answer tells of a person: the id and any of the fields several screens show. Search
 * results, suggestions and follow lists carry a `UserSummary` (name, picture, follow state); a
 * profile carries its counts and the private flag too; a follow's answer the new follower count.
 */
export interface UserFields {
  id: string;
  userName?: string;
  firstName?: string;
  lastName?: string;
  profilePicture?: string | null;
  isPrivate?: boolean;
  isFollowing?: boolean;
  followRequested?: boolean;
  totalFollowers?: number;
  totalFollowings?: number;
  /** An account on another server (a remote follower): its page there. */
  remoteUrl?: string;
}

/**
 * The one model of a person the client holds (ADR 0126): what the profile header, the follow
 * buttons beside an author, search results, suggestions and follow lists show of them. Its
 * fields read as a `UserSummary` row, so a list of models is a list of rows to the screens.
 */
export class UserModel {
  userName = '';
  firstName = '';
  lastName = '';
  profilePicture: string | null = null;
  isPrivate = false;
  /** Whether the signed-in person follows them. */
  isFollowing = false;
  /** Whether the signed-in person's request to follow this private account waits. */
  followRequested = false;
  /** Their followers, once an answer carrying it was read (a profile, a follow's answer). */
  totalFollowers: number | null = null;
  /** Whom they follow, once a profile was read. */
  totalFollowings: number | null = null;
  /**
   * Their page on their server when they are an account on another server
   * (docs/federation.md): such a person has no Flick profile and is not followed from Flick's
   * lists.
   */
  remoteUrl: string | null = null;

  constructor(readonly id: string) {
    makeAutoObservable(this, { id: false });
  }

  /** Where the signed-in person stands with them (docs/product.md#private-accounts). */
  get followState(): FollowState {
    if (this.isFollowing) return 'following';
    return this.followRequested ? 'requested' : 'not-following';
  }

  /** A fresher answer: every field it carries replaces the one held. */
  merge(fields: UserFields): void {
    if (fields.userName !== undefined) this.userName = fields.userName;
    if (fields.firstName !== undefined) this.firstName = fields.firstName;
    if (fields.lastName !== undefined) this.lastName = fields.lastName;
    if (fields.profilePicture !== undefined) this.profilePicture = fields.profilePicture;
    if (fields.isPrivate !== undefined) this.isPrivate = fields.isPrivate;
    if (fields.isFollowing !== undefined) this.isFollowing = fields.isFollowing;
    if (fields.followRequested !== undefined) this.followRequested = fields.followRequested;
    if (fields.totalFollowers !== undefined) this.totalFollowers = fields.totalFollowers;
    if (fields.totalFollowings !== undefined) this.totalFollowings = fields.totalFollowings;
    if (fields.remoteUrl !== undefined) this.remoteUrl = fields.remoteUrl;
  }

  /** Moves a count held by `delta` (never below zero); an unknown count stays unknown. */
  shiftCount(count: 'totalFollowers' | 'totalFollowings', delta: number): void {
    const held = this[count];
    if (held !== null) this[count] = Math.max(0, held + delta);
  }
}

/**
 * The one model of each person the client holds: an identity map, as `VideoCache` is for
 * videos (ADR 0126). Every answer that carries a person's follow state, counts, name or picture
 * is merged into their one model, and every screen that shows a person reads it, so a follow
 * made on one screen is what every open screen shows. Built once by the RootStore and handed
 * to every store in its context (`ctx.users`); emptied when the session ends.
 */
export class UserCache {
  /**
   * Observable: a screen that asked for a person no answer had brought yet (an author's Follow
   * button) shows them once one does, and forgets them when the session ends.
   */
  readonly #models = observable.map<string, UserModel>({}, { deep: false });

  constructor() {
    makeObservable(this, { upsert: action, upsertAll: action, followed: action, clear: action });
  }

  /** The model of `userId`, when an answer brought them. */
  get(userId: string): UserModel | undefined {
    return this.#models.get(userId);
  }

  /** The one model of the person `fields` tells of, with those fields merged in. */
  upsert(fields: UserFields): UserModel {
    let model = this.#models.get(fields.id);
    if (!model) {
      model = new UserModel(fields.id);
      this.#models.set(fields.id, model);
    }
    model.merge(fields);
    return model;
  }

  /** The models of a list of rows, in order, each merged as `upsert` does. */
  upsertAll(rows: readonly UserFields[]): UserModel[] {
    return rows.map((row) => this.upsert(row));
  }

  /**
   * The server agreed to a follow change of `userId` by `followerId` (the signed-in person):
   * the followed person's state moves, and their follower count becomes the answer's (else
   * moves by one); the follower's own following count moves by one when it is held.
   */
  followed(
    followerId: string | null,
    change: { userId: string; from: FollowState; to: FollowState },
    totalFollowers: number | undefined,
  ): void {
    const delta = (change.to === 'following' ? 1 : 0) - (change.from === 'following' ? 1 : 0);
    const model = this.upsert({
      id: change.userId,
      isFollowing: change.to === 'following',
      followRequested: change.to === 'requested',
    });
    if (totalFollowers !== undefined) model.merge({ id: change.userId, totalFollowers });
    else model.shiftCount('totalFollowers', delta);
    if (followerId !== null) this.#models.get(followerId)?.shiftCount('totalFollowings', delta);
  }

  /** The session ended: nothing of the previous person's view of others is kept. */
  clear(): void {
    this.#models.clear();
  }
}
