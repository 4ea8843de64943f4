// Admin settings: reads and saves the product-wide settings, stores the auth image in media
// storage (its URL is what the public settings and /media/show serve) and switches maintenance.
import { UpdateAdminSettingsRequest, type AdminSettings } from '@cadence/shared-lib/contract';
import type { Database } from '../../db/client';
import type { MediaStorage } from '../../plugins/http/media-storage';
import type { MaintenanceState } from '../../plugins/maintenance';
import type { Clock } from '../../support/clock';
import type { Upload } from '../account-settings/avatar';
import { SiteSettings } from '../settings/site-settings';
import { AUTH_IMAGE_MAX_BYTES, prepareAuthImage } from './auth-image';

const MEDIA_PREFIX = '/media/show/';

export class AdminSettingsService {
  private readonly settings: SiteSettings;

  constructor(
    db: Database,
    private readonly storage: MediaStorage,
    private readonly maintenance: MaintenanceState,
    private readonly clock: Clock,
  ) {
    this.settings = new SiteSettings(db);
  }

  read(): Promise<AdminSettings> {
    return this.settings.read();
  }

  /** `fields` are the raw form fields (validated here: multipart bypasses Fastify's body schema). Throws 422s. */
  async update(fields: Record<string, unknown>, authImage: Upload | undefined): Promise<AdminSettings> {
    const parsed = UpdateAdminSettingsRequest.safeParse(fields);
    if (!parsed.success) throw parsed.error;
    const input = parsed.data;
    const current = await this.settings.read();

    let authImageUrl = input.remove_auth_image ? null : current.auth_image;
    let stored: string | undefined;
    if (authImage) {
      const image = await prepareAuthImage(authImage);
      stored = (await this.storage.put(image, { kind: 'image', maxBytes: AUTH_IMAGE_MAX_BYTES, field: 'auth_image' })).file;
      authImageUrl = `${MEDIA_PREFIX}${stored}`;
    }
    const next: AdminSettings = {
      auth_image: authImageUrl,
      product_name: input.product_name,
      support_email: input.support_email,
      maintenance_mode: input.maintenance_mode,
      maintenance_message: input.maintenance_message,
    };
    await this.settings.write(next, this.clock());
    this.maintenance.invalidate();
    // The replaced image is no longer referenced (and no longer served): drop the file.
    if (current.auth_image !== next.auth_image && current.auth_image?.startsWith(MEDIA_PREFIX)) {
      await this.storage.remove(current.auth_image.slice(MEDIA_PREFIX.length));
    }
    return next;
  }
}
