//! The incumbent: tree-sitter-highlight 0.20 on the system libtree-sitter, with the
//! tree-sitter-swift grammar compiled by build.rs and the `highlights-0.7.1.scm` query.
//!
//! Used the way its documentation recommends for speed: one `HighlightConfiguration` built once,
//! one `Highlighter` (and so one parser) reused for every call.
// Shared by the benchmark and its child programs, which each use only part of it.
#![allow(dead_code)]

use tree_sitter::Language;
use tree_sitter_highlight::{
    Highlight, HighlightConfiguration, HighlightEvent, Highlighter, HtmlRenderer,
};

extern "C" {
    fn tree_sitter_swift() -> Language;
}

pub const GRAMMAR_VERSION: &str = env!("SWH_BENCH_GRAMMAR_VERSION");
pub const RUNTIME_VERSION: &str = env!("SWH_BENCH_TS_RUNTIME_VERSION");

pub fn language() -> Language {
    // SAFETY: the function is the grammar's generated entry point and returns a pointer to a
    // static language table.
    unsafe { tree_sitter_swift() }
}

pub struct Ts {
    config: HighlightConfiguration,
    highlighter: Highlighter,
    renderer: HtmlRenderer,
    /// The HTML attribute written for each capture: `class="keyword function"` for
    /// `@keyword.function`, as the tree-sitter CLI renders it.
    attrs: Vec<String>,
}

/// One highlighted region: bytes `start..end` carry the capture `highlight`.
#[derive(Clone, Copy)]
pub struct Region {
    pub start: u32,
    pub end: u32,
    pub highlight: u32,
}

impl Ts {
    /// Builds the query (the costly part of tree-sitter's start-up) and the highlighter. Every
    /// capture name of the query is recognized, so every capture is highlighted.
    pub fn new(query_source: &str) -> Result<Ts, String> {
        let lang = language();
        let mut config = HighlightConfiguration::new(lang, query_source, "", "")
            .map_err(|e| format!("tree-sitter query: {e:?}"))?;
        let names: Vec<String> = config.names().to_vec();
        config.configure(&names);
        let attrs = names
            .iter()
            .map(|n| format!("class=\"{}\"", n.replace('.', " ")))
            .collect();
        Ok(Ts { config, highlighter: Highlighter::new(), renderer: HtmlRenderer::new(), attrs })
    }

    /// Parses and highlights `src`, collecting the innermost highlight of every highlighted
    /// stretch of source into a new array: the counterpart of our token array.
    pub fn regions(&mut self, src: &[u8]) -> Result<Vec<Region>, String> {
        let mut out = Vec::new();
        let events = self
            .highlighter
            .highlight(&self.config, src, None, |_| None)
            .map_err(|e| format!("tree-sitter highlight: {e:?}"))?;
        let mut stack: Vec<u32> = Vec::new();
        for event in events {
            match event.map_err(|e| format!("tree-sitter highlight: {e:?}"))? {
                HighlightEvent::HighlightStart(Highlight(h)) => stack.push(h as u32),
                HighlightEvent::HighlightEnd => {
                    stack.pop();
                }
                HighlightEvent::Source { start, end } => {
                    if let Some(&h) = stack.last() {
                        out.push(Region { start: start as u32, end: end as u32, highlight: h });
                    }
                }
            }
        }
        Ok(out)
    }

    /// Parses and highlights `src` to HTML with tree-sitter's own `HtmlRenderer` (reused, reset
    /// before each call). Returns the HTML.
    pub fn html(&mut self, src: &[u8]) -> Result<&[u8], String> {
        let events = self
            .highlighter
            .highlight(&self.config, src, None, |_| None)
            .map_err(|e| format!("tree-sitter highlight: {e:?}"))?;
        self.renderer.reset();
        let attrs = &self.attrs;
        self.renderer
            .render(events, src, &|h: Highlight| attrs[h.0].as_bytes())
            .map_err(|e| format!("tree-sitter render: {e:?}"))?;
        Ok(&self.renderer.html)
    }

    /// Like `html`, with a fresh renderer whose buffer the caller keeps (for whole files: the
    /// same deal as our entry point, which returns a new buffer).
    pub fn html_owned(&mut self, src: &[u8]) -> Result<Vec<u8>, String> {
        let events = self
            .highlighter
            .highlight(&self.config, src, None, |_| None)
            .map_err(|e| format!("tree-sitter highlight: {e:?}"))?;
        let mut renderer = HtmlRenderer::new();
        let attrs = &self.attrs;
        renderer
            .render(events, src, &|h: Highlight| attrs[h.0].as_bytes())
            .map_err(|e| format!("tree-sitter render: {e:?}"))?;
        Ok(renderer.html)
    }
}
