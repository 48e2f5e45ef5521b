-- D§3 "Blog entry" showCaption, hideDek and relatedPosts, as the CMS holds them per entry: the hero
-- image's caption (plain text, shown only with show_caption), the dek hidden, and the related
-- posts as ids of entries of the same blog, in the editor's order.
ALTER TABLE blog_entries
  ADD COLUMN caption      text    NOT NULL DEFAULT '',
  ADD COLUMN show_caption boolean NOT NULL DEFAULT false,
  ADD COLUMN hide_dek     boolean NOT NULL DEFAULT false,
  ADD COLUMN related      text[]  NOT NULL DEFAULT '{}';
