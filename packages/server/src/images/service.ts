import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { images } from '../db/schema';
import type { StoredImage } from './process';

/** Where the server serves an image from: a path, or an absolute URL under `publicUrl`. */
export function imageUrl(name: string, publicUrl = ''): string {
  return `${publicUrl}/api/images/${name}`;
}

/**
 * Stores the image for a job the transaction is about to store, and holds it: an edit or delete
 * removing the same picture as unused (the job service's removeUnusedImage) then waits for this
 * transaction and finds it used. Should such a removal commit between the insert and the hold,
 * the picture is stored anew.
 */
export async function saveImage(db: Database, image: StoredImage): Promise<void> {
  for (;;) {
    // The name is the content's hash: the same picture twice is stored once.
    await db.insert(images).values(image).onConflictDoNothing();
    const [held] = await db
      .select({ name: images.name })
      .from(images)
      .where(eq(images.name, image.name))
      .for('key share');
    if (held) return;
  }
}

export async function findImage(db: Database, name: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ data: images.data }).from(images).where(eq(images.name, name));
  return row?.data;
}
