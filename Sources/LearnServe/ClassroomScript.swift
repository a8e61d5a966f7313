import LearnTrace

/// The classroom's own CSS (on top of ``PageStyle``'s, the `--html` page's) and its one script,
/// served as files: the pages' security policy runs no inline script.
enum ClassroomScript {
    static let css =
        PageStyle.css + "\n"
            + """
            nav{margin:.8em 0 0}nav a{margin-right:1em}
            ul.lessons{list-style:none;padding:0}ul.lessons li{margin:.7em 0}
            ul.lessons a{font-weight:600;font-size:1.1em}ul.lessons .id{font-family:ui-monospace,monospace;color:#555;margin-left:.5em}
            .controls{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:1em 0;padding:8px;background:#f4f4f4;border-radius:4px}
            .controls button,.controls a.button{font:inherit;padding:6px 14px;border:1px solid #0072B2;border-radius:4px;background:#fff;color:#0072B2;cursor:pointer;text-decoration:none}
            .controls button.primary{background:#0072B2;color:#fff}
            .controls button:disabled{opacity:.5;cursor:default}
            .predict{border-left:4px solid #E69F00;padding:4px 12px;margin:1em 0}.predict h3{margin:.3em 0}
            .note{color:#555;font-size:.9em}
            #run-status{font-weight:600}
            .decision ul.threads{list-style:none;padding:0;margin:.4em 0}.decision li{margin:.3em 0}
            .decision button{font:inherit;font-family:ui-monospace,monospace;padding:4px 12px;border:1px solid #0072B2;border-radius:4px;background:#fff;color:#0072B2;cursor:pointer;min-width:5em}
            .decision li.blocked{color:#555}.decision .gate{font-weight:600}
            body.present .controls button,body.present .decision button{font-size:1em}
            """

    /// Plays a part: asks `/lesson/ID/run` for its server-sent events, draws each event on the
    /// live lanes as it arrives (the same classes and colours as the SVG lanes of the page
    /// made after the run, which then takes their place), and shows problems and the end. A
    /// lesson's address with `&run` plays its part as it opens (a link a teacher hands out).
    /// A prediction's option, clicked before the run, goes with it (`answers=`): the run's page
    /// says whether it held. With `?present` (projector mode) the links to parts keep it.
    static let source =
        PageStyle.script + "\n"
            + """
            (function(){
            'use strict';
            var NS='http://www.w3.org/2000/svg';
            var COLOURS=['#E69F00','#56B4E9','#009E73','#F0E442','#0072B2','#D55E00','#CC79A7','#999999'];
            var data=document.body.dataset;
            if(!data.lesson)return;
            function $(id){return document.getElementById(id);}
            var source=null,lanes=null;
            function Lanes(figure){
              this.svg=figure.querySelector('svg');this.rows=[];this.byThread={};this.spans={};this.order=[];
              this.labels=[];this.marks=[];this.end=1;this.drawn=false;figure.hidden=false;
            }
            Lanes.prototype.row=function(e){
              if(!(e.thread in this.byThread)){this.byThread[e.thread]=true;
                if(e.main)this.rows.unshift(e.thread);else this.rows.push(e.thread);}
            };
            Lanes.prototype.add=function(e){
              if(e.time_ns>this.end)this.end=e.time_ns;
              if(e.kind==='begin'){this.row(e);
                if(this.labels.indexOf(e.label)<0)this.labels.push(e.label);
                this.spans[e.span]={thread:e.thread,label:e.label,queue:e.queue,begin:e.time_ns,end:null};this.order.push(e.span);}
              else if(e.kind==='end'){var s=this.spans[e.span];if(s)s.end=e.time_ns;}
              else if(e.kind==='mark'){this.row(e);this.marks.push(e);}
              this.schedule();
            };
            Lanes.prototype.schedule=function(){
              var self=this;if(this.pending)return;this.pending=true;
              requestAnimationFrame(function(){self.pending=false;self.draw();});
            };
            Lanes.prototype.draw=function(){
              var left=200,width=780,h=30,top=8,self=this;
              var x=function(t){return left+width*Math.min(t,self.end)/self.end;};
              var rowOf={};this.rows.forEach(function(r,i){rowOf[r]=i;});
              var out='';
              this.rows.forEach(function(r,i){var y=top+i*h;
                out+='<g class="lane"><text class="who" x="4" y="'+(y+16)+'"></text>'+
                  '<line class="track" x1="'+left+'" x2="'+(left+width)+'" y1="'+(y+11)+'" y2="'+(y+11)+'"/></g>';});
              this.order.forEach(function(id){var s=self.spans[id];var y=top+rowOf[s.thread]*h;
                var x0=x(s.begin),w=Math.max(1.5,x(s.end===null?self.end:s.end)-x0);
                var c=COLOURS[self.labels.indexOf(s.label)%COLOURS.length];
                out+='<g class="span"><title></title><rect x="'+x0.toFixed(1)+'" y="'+(y+3)+'" width="'+w.toFixed(1)+
                  '" height="16" fill="'+c+'"/></g>';});
              this.marks.forEach(function(m){var y=top+rowOf[m.thread]*h,at=x(m.time_ns).toFixed(1);
                out+='<g class="mark"><title></title><line x1="'+at+'" x2="'+at+'" y1="'+(y+1)+'" y2="'+(y+21)+'"/></g>';});
              this.svg.setAttribute('viewBox','0 0 1000 '+(top+this.rows.length*h+6));
              this.svg.innerHTML=out;
              var names=this.svg.querySelectorAll('text.who');
              this.rows.forEach(function(r,i){names[i].textContent=r;});
              var titles=this.svg.querySelectorAll('g.span title');
              this.order.forEach(function(id,i){var s=self.spans[id];
                titles[i].textContent=s.label+' · '+s.thread+' · '+s.queue;});
              var marks=this.svg.querySelectorAll('g.mark title');
              this.marks.forEach(function(m,i){marks[i].textContent=m.label+' · '+m.thread;});
            };
            function say(text){$('run-status').textContent=text;}
            function finish(){if(source){source.close();source=null;}
              $('run').disabled=false;$('again').hidden=false;}
            function play(){
              if(source)return;
              $('run').disabled=true;$('result').textContent='';$('problems').textContent='';say(data.running);
              var url='/lesson/'+encodeURIComponent(data.lesson)+'/run?part='+encodeURIComponent(data.part)+
                '&pace='+encodeURIComponent($('pace').value);
              var asked=document.querySelectorAll('main section.predict');
              if($('step').checked)url+='&step';$('decision').textContent='';
              if(asked.length){var picked=[];for(var i=0;i<asked.length;i++){
                var choices=asked[i].querySelectorAll('button.choice'),n=0;
                for(var j=0;j<choices.length;j++)if(choices[j].getAttribute('aria-pressed')==='true')n=j+1;
                picked.push(n);}url+='&answers='+picked.join(',');}
              source=new EventSource(url);
              source.addEventListener('run',function(){lanes=new Lanes($('live'));});
              source.addEventListener('trace',function(m){if(lanes)lanes.add(JSON.parse(m.data));});
              source.addEventListener('page',function(m){$('live').hidden=true;$('result').innerHTML=m.data;
                if(window.learnStops)window.learnStops($('result'));});
              source.addEventListener('problem',function(m){var p=document.createElement('p');p.className='fail';
                p.textContent=m.data;$('problems').appendChild(p);});
              source.addEventListener('decision',function(m){$('decision').innerHTML=m.data;});
              source.addEventListener('stepped',function(m){var p=document.createElement('p');p.className='token';
                p.textContent=m.data;$('decision').textContent='';$('decision').appendChild(p);});
              source.addEventListener('end',function(m){say(data.done);finish();tourNext(m.data);
                var left=$('decision').querySelectorAll('button');for(var i=0;i<left.length;i++)left[i].disabled=true;});
              source.onerror=function(){if(source){say(data.lost);finish();}};
            }
            document.addEventListener('click',function(e){
              var b=e.target.closest&&e.target.closest('section.predict button.choice');if(!b||source)return;
              var all=b.parentNode.querySelectorAll('button.choice');
              for(var i=0;i<all.length;i++)all[i].setAttribute('aria-pressed',String(all[i]===b));});
            document.addEventListener('click',function(e){
              var b=e.target.closest&&e.target.closest('#decision button[data-choice]');if(!b||!source)return;
              var all=$('decision').querySelectorAll('button');for(var i=0;i<all.length;i++)all[i].disabled=true;
              b.setAttribute('aria-pressed','true');
              fetch('/step?choice='+encodeURIComponent(b.dataset.choice),{credentials:'same-origin'});});
            if(new URLSearchParams(location.search).has('step'))$('step').checked=true;
            var present=document.body.classList.contains('present');
            if(present)['next','previous'].forEach(function(id){if($(id))$(id).href+='&present';});
            // `&tour`: the whole lesson, part after part, each prediction answered with its first
            // option and each part run at the fastest pace; what each part ended with is kept
            // (sessionStorage) and listed on the last part's page
            var query=new URLSearchParams(location.search),tour=query.has('tour');
            function tourNext(ended){
              if(!tour)return;
              var log=JSON.parse(sessionStorage.getItem('learn-tour')||'[]');
              log.push(data.part+': '+ended+' · '+document.querySelectorAll('#result figure.run').length);
              sessionStorage.setItem('learn-tour',JSON.stringify(log));
              if($('next')){location.href=$('next').href+'&tour';return;}
              var list=document.createElement('ol');list.id='tour';
              log.forEach(function(line){var li=document.createElement('li');li.textContent=line;list.appendChild(li);});
              document.querySelector('main').appendChild(list);sessionStorage.removeItem('learn-tour');
            }
            if(tour){
              var sections=document.querySelectorAll('main section.predict');
              for(var i=0;i<sections.length;i++){var first=sections[i].querySelector('button.choice');if(first)first.click();}
              $('pace').value='0.05';
            }
            $('run').addEventListener('click',play);
            if(query.has('run')||tour)play();
            $('again').addEventListener('click',play);
            $('variant').addEventListener('change',function(){
              location.href='/lesson/'+encodeURIComponent(data.lesson)+'?part='+encodeURIComponent(this.value)+(present?'&present':'');});
            })();
            (function(){
            'use strict';
            var data=document.body.dataset;
            if(!data.file)return;
            function $(id){return document.getElementById(id);}
            var source=null;
            function finish(){if(source){source.close();source=null;}$('play').disabled=false;$('explore').disabled=false;}
            function go(kind){
              if(source)return;
              $('play').disabled=true;$('explore').disabled=true;$('result').textContent='';$('problems').textContent='';
              $('output').textContent='';$('output').hidden=false;$('run-status').textContent=data.running;
              source=new EventSource('/file/'+encodeURIComponent(data.file)+'/'+kind);
              source.addEventListener('out',function(m){$('output').textContent+=m.data+'\\n';});
              source.addEventListener('page',function(m){$('output').hidden=true;$('result').innerHTML=m.data;
                if(window.learnStops)window.learnStops($('result'));});
              source.addEventListener('problem',function(m){var p=document.createElement('p');p.className='fail';
                p.textContent=m.data;$('problems').appendChild(p);});
              source.addEventListener('end',function(){$('run-status').textContent=data.done;finish();});
              source.onerror=function(){if(source){$('run-status').textContent=data.lost;finish();}};
            }
            $('play').addEventListener('click',function(){go('play');});
            $('explore').addEventListener('click',function(){go('explore');});
            var asked=new URLSearchParams(location.search);
            if(asked.has('play'))go('play');else if(asked.has('explore'))go('explore');
            })();
            """
}
