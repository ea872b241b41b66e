import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { images } from '../db/schema';
import type { StoredImage } from './process';

/** Where the server serves an image from. */
export function imageUrl(name: string): string {
  return `/api/images/${name}`;
}

export async function saveImage(db: Database, image: StoredImage): Promise<void> {
  // The name is the content's hash: the same picture twice is stored once.
  await db.insert(images).values(image).onConflictDoNothing();
}

export async function findImage(db: Database, name: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ data: images.data }).from(images).where(eq(images.name, name));
  return row?.data;
}
