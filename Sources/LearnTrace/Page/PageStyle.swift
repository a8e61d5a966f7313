/// The CSS and the one small script of an ``HTMLPage``: inline, with no URL, no font or image
/// to fetch (the fonts are the reader's own, Korean ones named too). Colours are Okabe–Ito's
/// (``SVGLanes/colours``); print keeps them and the patterns.
package enum PageStyle {
    package static let css = """
        body{font:16px/1.45 system-ui,'Noto Sans CJK KR','Apple SD Gothic Neo','Malgun Gothic',sans-serif;max-width:1060px;margin:0 auto;padding:0 16px 64px;color:#1a1a1a;background:#fff}
        h1{font-size:1.5em;margin:.8em 0 .2em}h2{font-size:1.15em}
        .about{color:#555;font-size:.85em;margin:0 0 1em}
        pre{font:14px/1.35 ui-monospace,'DejaVu Sans Mono','D2Coding','Noto Sans Mono CJK KR',monospace;white-space:pre-wrap;overflow-wrap:anywhere;margin:.6em 0}
        pre.code{background:#f4f4f4;border-left:4px solid #0072B2;padding:8px 10px}
        .ln{color:#767676;user-select:none}
        .pass{color:#006b4f;font-weight:600}.fail{color:#a33b00;font-weight:700;text-decoration:underline}
        .part{font-weight:700;font-size:1.1em}
        figure.run{margin:1em 0;padding:8px;border:1px solid #ccc;border-radius:4px;break-inside:avoid}
        figcaption{font-weight:600;margin-bottom:4px}
        svg.lanes{width:100%;height:auto;font:11px ui-monospace,'DejaVu Sans Mono',monospace}
        svg.lanes .who{font-weight:600;fill:#1a1a1a}
        svg.lanes .track{stroke:#e2e2e2;stroke-width:20}
        svg.lanes .axis line{stroke:#d0d0d0;stroke-dasharray:2 3}svg.lanes .axis text{fill:#555}
        svg.lanes .span rect{stroke:#1a1a1a;stroke-width:.6}
        svg.lanes .span text.on{fill:#000;font-weight:600;paint-order:stroke;stroke:#fff;stroke-width:3px}
        svg.lanes .ink{stroke:#000;stroke-opacity:.45;fill:#000;fill-opacity:.45;stroke-width:1.2}
        svg.lanes .wait rect{stroke:#555;stroke-width:1;stroke-dasharray:3 2}
        svg .dash{stroke:#333;stroke-width:1.5}
        svg.lanes .mark line{stroke:#000;stroke-width:1.5}svg.lanes .mark circle{fill:#fff;stroke:#000;stroke-width:1.5}
        svg.lanes .mark text{font-weight:700;fill:#000}
        svg.lanes .ending text{fill:#a33b00;font-weight:700;font-size:15px}
        svg.lanes g.span:hover rect,svg.lanes g.wait:hover rect{stroke-width:2.5}
        svg.swatch{width:28px;height:14px;vertical-align:middle;border:1px solid #1a1a1a}
        ul.legend{list-style:none;padding:0;margin:6px 0;display:flex;flex-wrap:wrap;gap:4px 18px;font-size:.9em}
        .token{font-family:ui-monospace,monospace;background:#fff7d6;padding:4px 6px}
        .status{position:fixed;left:0;right:0;bottom:0;margin:0;padding:6px 12px;background:#1a1a1a;color:#fff;font-size:.9em}
        div.stop,.predict{border-left:4px solid #E69F00;background:#fff8e8;padding:4px 12px;margin:1em 0}
        div.stop button,.predict button{font:inherit;padding:6px 14px;margin:4px 8px 4px 0;border:1px solid #0072B2;border-radius:4px;background:#fff;color:#0072B2;cursor:pointer}
        div.stop button[aria-pressed=true],.predict button[aria-pressed=true]{background:#0072B2;color:#fff}
        div.stop button:disabled{cursor:default}.chosen{font-weight:600}
        body.present{font-size:28px;max-width:none;padding:0 4vw 96px}
        body.present pre{font-size:24px;line-height:1.3}body.present svg.lanes{font-size:13px}
        body.present .status{font-size:20px}
        @media print{body{max-width:none;font-size:11pt}.status{display:none}div.stop{display:none}
        div.after[hidden]{display:block!important}
        *{-webkit-print-color-adjust:exact;print-color-adjust:exact}figure.run{border-color:#000}}
        """

    /// Shows the title of what the pointer is on (or what was tapped) in a status line: hover
    /// tooltips work without it, but not on a projector's remote or a tablet. Then the stops at
    /// predictions (``HTMLPage/stop(options:)``): what follows each is hidden until the reader
    /// picks an option or goes on; and projector mode (`#present`, `?present`): large type,
    /// each revealed part scrolled to the top.
    package static let script = """
        (function(){var s=document.createElement('p');s.className='status';s.setAttribute('aria-live','polite');\
        s.textContent=document.body.dataset.hint;document.body.appendChild(s);\
        function show(e){var g=e.target.closest&&e.target.closest('g.span,g.wait,g.mark,g.ending,g.lane');\
        if(!g)return;var t=g.querySelector('title');if(t)s.textContent=t.textContent;}\
        document.addEventListener('mouseover',show);document.addEventListener('click',show);})();
        (function(){var b=document.body;
        if(/present/.test(location.hash)||/[?&]present(=|&|$)/.test(location.search))b.classList.add('present');
        function arm(root){var stops=root.querySelectorAll('div.stop');for(var i=0;i<stops.length;i++){
        var s=stops[i],a=document.getElementById(s.dataset.after);if(a){s.hidden=false;a.hidden=true;}}}
        function answer(button){var s=button.closest('div.stop'),a=document.getElementById(s.dataset.after);
        var all=s.querySelectorAll('button');for(var i=0;i<all.length;i++)all[i].disabled=true;
        if(button.classList.contains('choice')){button.setAttribute('aria-pressed','true');
        var c=s.querySelector('.chosen');c.textContent=c.dataset.said+' '+button.textContent;}
        if(a){a.hidden=false;if(b.classList.contains('present'))a.scrollIntoView({block:'start'});}}
        document.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('div.stop button');if(t)answer(t);});
        window.learnStops=arm;arm(document);})();
        """
}
