/** How slide content is shown: presented (it plays, answers can be revealed), in the editor, or as a thumbnail. */
export type SlideMode = 'present' | 'edit' | 'thumb';
