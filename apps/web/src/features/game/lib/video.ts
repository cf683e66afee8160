/** Starts `video`; false when the browser refused (autoplay policy) or the file failed. */
export async function playVideo(video: HTMLVideoElement): Promise<boolean> {
  try {
    await video.play();
    return true;
  } catch (error) {
    console.warn('The video did not start', error);
    return false;
  }
}

/** Whether the page may start sound without a new tap (the user has interacted with it). */
export function maySoundAutoplay(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  return activation ? activation.hasBeenActive : true;
}
